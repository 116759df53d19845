'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { api, ApiError, endpoints, type AdminUserDto } from '@/lib/api';
import { secondStepSchema, type SecondStepInput } from '@/features/accounts/twoFactorValidation';
import { CodeField } from '../twoFactor/CodeField';
import { ResetActions } from './ResetActions';
import styles from './auth.module.css';

const text = adminTwoFactorText.signIn;

/**
 * The sign-in's second step, after a right password: the 6-digit code of the authenticator app,
 * or (a lost phone) one of the recovery codes. A sign-in left here over 5 minutes starts again.
 */
export function SecondStepForm({
  onSignedIn,
  onExpired,
  onBack,
}: {
  onSignedIn: (user: AdminUserDto) => void;
  onExpired: () => void;
  onBack: () => void;
}) {
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [problem, setProblem] = useState('');
  const form = useForm<SecondStepInput>({
    resolver: zodResolver(secondStepSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const { isSubmitting } = form.formState;

  const submit = async (values: SecondStepInput) => {
    setProblem('');
    try {
      const { user } = await api.post(endpoints.loginSecondStep, values);
      onSignedIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'second_step_expired') onExpired();
      else setProblem(showApiError(error, form, adminText.failure));
    }
  };
  const switchMode = () => {
    form.reset({ code: '' });
    setProblem('');
    setMode(mode === 'app' ? 'recovery' : 'app');
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-labelledby="admin-second-step-title">
      <h1 id="admin-second-step-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{mode === 'app' ? text.intro : text.recoveryIntro}</p>
      {mode === 'app' ? (
        <CodeField key="app" name="code" label={text.codeLabel} autoFocus />
      ) : (
        <TextField
          key="recovery"
          name="code"
          label={text.recovery}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
      )}
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={switchMode}>
          {mode === 'app' ? text.useRecovery : text.useApp}
        </button>
      </div>
      <ResetActions
        problem={problem}
        label={text.submit}
        busyLabel={text.checking}
        busy={isSubmitting}
        disabled={!secondStepSchema.safeParse({ code }).success}
        onBack={onBack}
      />
    </Form>
  );
}
