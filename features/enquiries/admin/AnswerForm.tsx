'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Form, showApiError } from '@/components/ui/form/Form';
import { FileDropField } from '@/components/ui/form/FileDropField';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { adminProductsText } from '@/features/products/adminText';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@/features/documents/validation';
import { adminText } from '@/content/admin';
import { api, endpoints } from '@/lib/api';
import { toFormData } from '@/lib/validation/formData';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { CARRIERS, REQUEST_STATUSES, isRequestKind } from '@/features/enquiries/kinds';
import { answerSchema, type AnswerInput } from '@/features/enquiries/adminValidation';
import type * as z from 'zod/mini';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { overviewKey } from '@/components/admin/common/overview';
import styles from '@/components/admin/common/admin.module.css';
import own from './enquiries.module.css';
import { enquiriesKey } from './keys';

const statusChoices = REQUEST_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));
const carrierChoices = CARRIERS.map((carrier) => ({ value: carrier, label: t.carriers[carrier] }));

/**
 * The one way staff answer what a buyer sent: a reply (mailed to them in their language and kept
 * on the timeline), a note for staff and a PDF; for a quote or sample request also its status and a
 * shipped sample's carrier and tracking number. `who`: the sender, naming the form when there is
 * no reference.
 */
export function AnswerForm({ enquiry, who }: { enquiry: EnquiryDto; who: string }) {
  const request = isRequestKind(enquiry.kind);
  const shipment = enquiry.steps.findLast((step) => step.tracking !== '');
  const form = useForm<AnswerInput, unknown, z.output<typeof answerSchema>>({
    resolver: zodResolver(answerSchema),
    defaultValues: {
      status: enquiry.status,
      note: enquiry.statusNote,
      reply: '',
      carrier: shipment?.carrier ?? '',
      tracking: shipment?.tracking ?? '',
      file: undefined,
    },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const save = useAdminMutation({
    mutationFn: (values: z.output<typeof answerSchema>) =>
      api.upload(endpoints.enquiryStatus(enquiry.id), 'PUT', toFormData(values)),
    invalidates: [enquiriesKey, overviewKey],
    success: (saved) =>
      saved.reference ? t.statusSaved(saved.reference, t.statuses[saved.status]) : t.answerSaved(who),
    failure: (error) => showApiError(error, form, adminText.failure),
  });
  const shipping = request && (status === 'shipped' || status === 'delivered');
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className={own.answerForm}
      aria-label={enquiry.reference ? t.statusLegend(enquiry.reference) : t.answerLegend(who)}
    >
      <TextareaField
        name="reply"
        label={t.reply}
        hint={t.replyHint}
        maxLength={4000}
        rows={4}
        className={own.wide}
      />
      {request && <SelectField name="status" label={t.status} choices={statusChoices} />}
      <TextField
        name="note"
        label={t.statusNote}
        hint={t.statusNoteHint}
        maxLength={1000}
        className={request ? undefined : own.wide}
      />
      {shipping && (
        <>
          <SelectField
            name="carrier"
            label={t.carrier}
            choices={carrierChoices}
            placeholder={t.carrierNone}
            required={status === 'shipped'}
          />
          <TextField
            name="tracking"
            label={t.tracking}
            hint={t.trackingHint}
            maxLength={40}
            required={status === 'shipped'}
          />
        </>
      )}
      <div className={own.wide}>
        <FileDropField
          name="file"
          label={t.file}
          accept={DOCUMENT_ACCEPT}
          maxSize={DOCUMENT_MAX_BYTES}
          text={adminProductsText.documents.dropzone}
        />
      </div>
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={save.isPending || !form.formState.isDirty}
      >
        {t.saveStatus}
      </button>
    </Form>
  );
}
