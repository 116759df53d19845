'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from '@/components/ui/form/Form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { api, endpoints } from '@/lib/api';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { REQUEST_STATUSES, requestStatusSchema, type RequestStatusInput } from '@/features/enquiries/kinds';
import type * as z from 'zod/mini';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { overviewKey } from '@/components/admin/common/overview';
import styles from '@/components/admin/common/admin.module.css';
import own from './enquiries.module.css';
import { enquiriesKey } from './keys';

const statusChoices = REQUEST_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** Where sales have taken a quote or sample request (new → quoted → won or lost), with a note. */
export function RequestStatusForm({ enquiry, reference }: { enquiry: EnquiryDto; reference: string }) {
  const form = useForm<RequestStatusInput, unknown, z.output<typeof requestStatusSchema>>({
    resolver: zodResolver(requestStatusSchema),
    defaultValues: { status: enquiry.status, note: enquiry.statusNote },
  });
  const save = useAdminMutation({
    mutationFn: (values: z.output<typeof requestStatusSchema>) =>
      api.put(endpoints.enquiryStatus(enquiry.id), values),
    invalidates: [enquiriesKey, overviewKey],
    success: (saved) => t.statusSaved(reference, t.statuses[saved.status]),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className={own.statusForm}
      aria-label={t.statusLegend(reference)}
    >
      <SelectField name="status" label={t.status} choices={statusChoices} />
      <TextField name="note" label={t.statusNote} hint={t.statusNoteHint} maxLength={1000} />
      <button
        type="submit"
        className={styles.secondaryButton}
        disabled={save.isPending || !form.formState.isDirty}
      >
        {t.saveStatus}
      </button>
    </Form>
  );
}
