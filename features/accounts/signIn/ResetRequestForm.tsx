'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { api, endpoints } from '@/lib/api';
import { resetRequestSchema, type ResetRequestInput } from '@/features/accounts/signInValidation';
import { ResetActions } from './ResetActions';
import styles from './auth.module.css';

const text = adminText.reset;

export function ResetRequestForm({
  onSent,
  onBack,
}: {
  onSent: (contact: string) => void;
  onBack: () => void;
}) {
  const [problem, setProblem] = useState('');
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onTouched',
    defaultValues: { contact: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = async (values: ResetRequestInput) => {
    setProblem('');
    try {
      await api.post(endpoints.resetRequest, values);
      onSent(values.contact);
    } catch (error) {
      setProblem(showApiError(error, form, adminText.failure));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-labelledby="admin-reset-title">
      <h1 id="admin-reset-title" className={styles.title} tabIndex={-1}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      <TextField name="contact" label={text.contact} autoComplete="username" autoFocus />
      <ResetActions
        problem={problem}
        label={text.submit}
        busyLabel={text.sending}
        busy={isSubmitting}
        disabled={!isValid}
        onBack={onBack}
      />
    </Form>
  );
}
