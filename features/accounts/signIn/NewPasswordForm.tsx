'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, showApiError } from '@/components/ui/form/Form';
import { PasswordField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { api, ApiError, endpoints } from '@/lib/api';
import { newPasswordSchema, type NewPasswordInput } from '@/features/accounts/signInValidation';
import { ResetActions } from './ResetActions';
import styles from './auth.module.css';

/** The new password, with the forgot flow's token or an Owner's invitation or reset link (`text` then says so). */
export function NewPasswordForm({
  resetToken,
  onChanged,
  onExpired,
  onBack,
  text = adminText.newPassword,
}: {
  resetToken: string;
  onChanged: () => void;
  onExpired: () => void;
  onBack: () => void;
  text?: Omit<typeof adminText.newPassword, 'title' | 'intro' | 'submit'> & {
    title: string;
    intro: string;
    submit: string;
  };
}) {
  const [problem, setProblem] = useState('');
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = async (values: NewPasswordInput) => {
    setProblem('');
    try {
      await api.post(endpoints.reset, { ...values, resetToken });
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'invalid_token') onExpired();
      else setProblem(showApiError(error, form, adminText.failure));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-labelledby="admin-newpw-title">
      <h1 id="admin-newpw-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      <PasswordField
        name="password"
        label={text.password}
        autoComplete="new-password"
        autoFocus
        revealText={adminText.revealPassword}
        // The confirmation is re-checked whenever the password changes.
        options={{ deps: ['confirmPassword'] }}
      />
      <PasswordField
        name="confirmPassword"
        label={text.confirm}
        autoComplete="new-password"
        revealText={adminText.revealPassword}
      />
      <ResetActions
        problem={problem}
        label={text.submit}
        busyLabel={text.saving}
        busy={isSubmitting}
        disabled={!isValid}
        onBack={onBack}
      />
    </Form>
  );
}
