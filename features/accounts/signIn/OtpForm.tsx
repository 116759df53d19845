'use client';

import { useEffect, useState } from 'react';
import { adminText } from '@/content/admin';
import { api, endpoints, problemMessage } from '@/lib/api';
import { OTP_LENGTH } from '@/lib/auth/credentials';
import { otpSchema } from '@/features/accounts/signInValidation';
import { OtpInput } from './OtpInput';
import { ResetActions } from './ResetActions';
import styles from './auth.module.css';

const text = adminText.otp;
export const RESEND_COOLDOWN_SECONDS = 30;

export function OtpForm({
  contact,
  onVerified,
  onBack,
}: {
  contact: string;
  onVerified: (resetToken: string) => void;
  onBack: () => void;
}) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [serverError, setServerError] = useState('');
  const [notice, setNotice] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SECONDS);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const code = digits.join('');
  const complete = otpSchema.shape.code.safeParse(code).success;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setServerError('');
    setNotice('');
    setSubmitting(true);
    try {
      const { resetToken } = await api.post(endpoints.resetVerify, { contact, code });
      onVerified(resetToken);
    } catch (error) {
      setServerError(problemMessage(error, adminText.failure));
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setServerError('');
    setNotice('');
    setCooldown(RESEND_COOLDOWN_SECONDS);
    try {
      await api.post(endpoints.resetRequest, { contact });
      setDigits(Array(OTP_LENGTH).fill(''));
      setNotice(text.resent);
    } catch (error) {
      setServerError(problemMessage(error, adminText.failure));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="admin-otp-title">
      <h1 id="admin-otp-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.intro}>{text.intro(contact)}</p>
      <OtpInput value={digits} onChange={setDigits} />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={resend} disabled={cooldown > 0}>
          {cooldown > 0 ? text.resendIn(cooldown) : text.resend}
        </button>
      </div>
      <p className={styles.notice} role="status" hidden={!notice}>
        {notice}
      </p>
      <ResetActions
        problem={serverError}
        label={text.submit}
        busyLabel={text.checking}
        busy={submitting}
        disabled={!complete}
        onBack={onBack}
      />
    </form>
  );
}
