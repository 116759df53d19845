'use client';

import { useState } from 'react';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { problemMessage } from '@/lib/api';
import { useAdminSession } from '@/components/admin/AdminSession';
import { AuthFrame } from './signIn/AuthFrame';
import auth from './signIn/auth.module.css';
import { EnrolFields, RecoveryCodes, useEnrolment } from './twoFactor/Enrolment';

const text = adminTwoFactorText;

/**
 * What the admin shows instead of its screens while an Owner requires two-step verification and
 * the signed-in account has none: set it up (or log out); then the recovery codes, and on.
 */
export function EnrolScreen({ onEnrolled }: { onEnrolled: () => void }) {
  const { user, signOut } = useAdminSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { started, form, saving, canSave } = useEnrolment(setCodes);

  if (codes) {
    return (
      <AuthFrame>
        <section className={auth.form} aria-labelledby="admin-codes-title">
          <h1 id="admin-codes-title" className={auth.title}>
            {text.codes.title}
          </h1>
          <RecoveryCodes codes={codes} email={user.email} />
          <button type="button" className={auth.primary} onClick={onEnrolled}>
            {text.codes.continue}
          </button>
        </section>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <Form form={form} onSubmit={saving.submit} className={auth.form} aria-labelledby="admin-enrol-title">
        <h1 id="admin-enrol-title" className={auth.title}>
          {text.enrol.requiredTitle}
        </h1>
        <p className={auth.intro}>{text.enrol.requiredIntro}</p>
        {started.data ? (
          <EnrolFields enrolment={started.data} />
        ) : started.isError ? (
          <FormProblem>{problemMessage(started.error, adminText.failure)}</FormProblem>
        ) : (
          <p role="status">{text.enrol.loading}</p>
        )}
        <FormProblem>{saving.problem}</FormProblem>
        <button type="submit" className={auth.primary} disabled={!canSave || saving.busy}>
          {saving.busy ? text.enrol.checking : text.enrol.submit}
        </button>
        <button type="button" className={auth.back} onClick={() => void signOut()}>
          {text.enrol.logout}
        </button>
      </Form>
    </AuthFrame>
  );
}
