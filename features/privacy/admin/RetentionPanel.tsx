'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styles from '@/components/admin/common/admin.module.css';
import { useFormSave } from '@/components/admin/common/useFormSave';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { WholeNumberField } from '@/components/ui/form/fields';
import { api, endpoints } from '@/lib/api';
import { privacyText } from '../adminText';
import { retentionSchema, type RetentionInput } from '../adminValidation';
import type { RetentionDto } from '../dto';
import own from './personalData.module.css';

const t = privacyText.retention;
const retentionKey = ['admin', 'personal-data', 'retention'] as const;

/** How long people's details are kept: the two periods an Owner sets, and the clean-up's own. */
export function RetentionPanel() {
  const retention = useQuery({
    queryKey: retentionKey,
    queryFn: () => api.get(endpoints.personalDataRetention),
  });
  return (
    <section className={`${styles.panel} ${own.apart}`} aria-labelledby="retention-heading">
      <h2 id="retention-heading" className={own.groupTitle}>
        {t.heading}
      </h2>
      {retention.data && <RetentionForm retention={retention.data} />}
    </section>
  );
}

function RetentionForm({ retention }: { retention: RetentionDto }) {
  const form = useForm<RetentionInput, unknown, RetentionInput>({
    resolver: zodResolver(retentionSchema),
    defaultValues: {
      requestRetentionMonths: retention.requestRetentionMonths,
      applicationRetentionMonths: retention.applicationRetentionMonths,
    },
  });
  const saving = useFormSave({
    form,
    save: (values: RetentionInput) => api.put(endpoints.personalDataRetention, values),
    invalidates: [retentionKey],
    success: t.saved,
  });
  return (
    <>
      <p className={own.intro}>{t.intro}</p>
      <ul className={own.fixed}>
        {retention.fixed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Form form={form} className={own.retention} onSubmit={saving.submit}>
        <WholeNumberField name="requestRetentionMonths" label={t.requests} required />
        <WholeNumberField name="applicationRetentionMonths" label={t.applications} required />
        <button type="submit" className={styles.primaryButton} disabled={saving.busy}>
          {saving.busy ? t.saving : t.save}
        </button>
      </Form>
      <FormProblem>{saving.problem}</FormProblem>
    </>
  );
}
