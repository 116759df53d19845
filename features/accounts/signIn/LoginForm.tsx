'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { PasswordField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { api, endpoints, type AdminUserDto } from '@/lib/api';
import { loginSchema, type LoginInput } from '@/features/accounts/signInValidation';
import styles from './auth.module.css';

const text = adminText.login;

export function LoginForm({
  notice,
  onSignedIn,
  onSecondStep,
  onForgot,
}: {
  notice?: string;
  onSignedIn: (user: AdminUserDto) => void;
  /** The password was right and the account uses two-step verification: its code comes next. */
  onSecondStep: () => void;
  onForgot: () => void;
}) {
  const [problem, setProblem] = useState('');
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { contact: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = async (values: LoginInput) => {
    setProblem('');
    try {
      const result = await api.post(endpoints.login, values);
      if ('user' in result) onSignedIn(result.user);
      else onSecondStep();
    } catch (error) {
      setProblem(showApiError(error, form, adminText.failure));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <TextField
        name="contact"
        label={text.contact}
        autoComplete="username"
        inputMode="email"
        placeholder={text.contactPlaceholder}
      />
      <PasswordField
        name="password"
        label={text.password}
        autoComplete="current-password"
        revealText={adminText.revealPassword}
      />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {text.forgot}
        </button>
      </div>
      <FormProblem>{problem}</FormProblem>
      <button type="submit" className={styles.primary} disabled={!isValid || isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
    </Form>
  );
}
