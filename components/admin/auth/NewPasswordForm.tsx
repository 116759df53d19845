'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, ApiError } from '@/lib/api';
import { newPasswordSchema, type NewPasswordInput } from '@/lib/validation/auth';
import { adminText } from '@/content/admin';
import { messageOf } from './errors';
import { Field } from './Field';
import styles from './auth.module.css';

const text = adminText.newPassword;

export function NewPasswordForm({
  resetToken,
  onChanged,
  onExpired,
  onBack,
}: {
  resetToken: string;
  onChanged: () => void;
  onExpired: () => void;
  onBack: () => void;
}) {
  const [serverError, setServerError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The confirmation is re-checked whenever the password changes.
  const password = register('password', { deps: ['confirmPassword'] });

  const submit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await api.post('v1/auth/password/reset', { ...values, resetToken });
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'invalid_token') onExpired();
      else setServerError(messageOf(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="admin-newpw-title">
      <h1 id="admin-newpw-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      <Field
        label={text.password}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        {...password}
      />
      <Field
        label={text.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className={styles.formError} role="alert">
        {serverError}
      </p>
      <button type="submit" className={styles.primary} disabled={!isValid || isSubmitting}>
        {isSubmitting ? text.saving : text.submit}
      </button>
      <button type="button" className={styles.back} onClick={onBack}>
        {adminText.reset.backToLogin}
      </button>
    </form>
  );
}
