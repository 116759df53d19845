'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { adminText } from '@/content/admin';
import type { AdminUser } from '../AdminSession';
import { messageOf } from './errors';
import { Field } from './Field';
import styles from './auth.module.css';

const text = adminText.login;

export function LoginForm({
  notice,
  onSignedIn,
  onForgot,
}: {
  notice?: string;
  onSignedIn: (user: AdminUser) => void;
  onForgot: () => void;
}) {
  const [serverError, setServerError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { contact: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { user } = await api.post<{ user: AdminUser }>('v1/auth/login', values);
      onSignedIn(user);
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <Field
        label={text.contact}
        autoComplete="username"
        inputMode="email"
        placeholder={text.contactPlaceholder}
        error={errors.contact?.message}
        {...register('contact')}
      />
      <Field
        label={text.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {text.forgot}
        </button>
      </div>
      <p className={styles.formError} role="alert">
        {serverError}
      </p>
      <button type="submit" className={styles.primary} disabled={!isValid || isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
