'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api';
import { resetRequestSchema, type ResetRequestInput } from '@/lib/validation/auth';
import { adminText } from '@/content/admin';
import { messageOf } from './errors';
import { Field } from './Field';
import styles from './auth.module.css';

const text = adminText.reset;

export function ResetRequestForm({
  onSent,
  onBack,
}: {
  onSent: (contact: string) => void;
  onBack: () => void;
}) {
  const [serverError, setServerError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onTouched',
    defaultValues: { contact: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await api.post('v1/auth/password/request', values);
      onSent(values.contact);
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="admin-reset-title">
      <h1 id="admin-reset-title" className={styles.title} tabIndex={-1}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      <Field
        label={text.contact}
        autoComplete="username"
        autoFocus
        error={errors.contact?.message}
        {...register('contact')}
      />
      <p className={styles.formError} role="alert">
        {serverError}
      </p>
      <button type="submit" className={styles.primary} disabled={!isValid || isSubmitting}>
        {isSubmitting ? text.sending : text.submit}
      </button>
      <button type="button" className={styles.back} onClick={onBack}>
        {text.backToLogin}
      </button>
    </form>
  );
}
