'use client';

import { useEffect, useState } from 'react';
import { adminText } from '@/content/admin';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { ADMIN_QUERY } from '@/lib/routing/routes';
import type { AdminUserDto } from '@/lib/api';
import { AuthFrame } from './signIn/AuthFrame';
import { LoginForm } from './signIn/LoginForm';
import { NewPasswordForm } from './signIn/NewPasswordForm';
import { OtpForm } from './signIn/OtpForm';
import { ResetRequestForm } from './signIn/ResetRequestForm';
import { SecondStepForm } from './signIn/SecondStepForm';

type Step =
  | { name: 'login'; notice?: string }
  | { name: 'second-step' }
  | { name: 'set-password'; token: string }
  | { name: 'reset' }
  | { name: 'otp'; contact: string }
  | { name: 'new-password'; resetToken: string };

/**
 * Sign-in (with its second step when the account uses two-step verification) and the three-step
 * forgot flow: login → reset → OTP → new password → login. An Owner's invitation or reset link
 * (/admin?link=…) opens the set-password form first.
 */
export function AuthScreens({ onSignedIn }: { onSignedIn: (user: AdminUserDto) => void }) {
  const [step, setStep] = useState<Step>(firstStep);
  // The token leaves the address bar (and the history) once read.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(ADMIN_QUERY.link)) return;
    url.searchParams.delete(ADMIN_QUERY.link);
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return (
    <AuthFrame>
      {step.name === 'login' && (
        <LoginForm
          notice={step.notice}
          onSignedIn={onSignedIn}
          onSecondStep={() => setStep({ name: 'second-step' })}
          onForgot={() => setStep({ name: 'reset' })}
        />
      )}
      {step.name === 'second-step' && (
        <SecondStepForm
          onSignedIn={onSignedIn}
          onExpired={() => setStep({ name: 'login', notice: adminTwoFactorText.signIn.expired })}
          onBack={() => setStep({ name: 'login' })}
        />
      )}
      {step.name === 'reset' && (
        <ResetRequestForm
          onSent={(contact) => setStep({ name: 'otp', contact })}
          onBack={() => setStep({ name: 'login' })}
        />
      )}
      {step.name === 'otp' && (
        <OtpForm
          contact={step.contact}
          onVerified={(resetToken) => setStep({ name: 'new-password', resetToken })}
          onBack={() => setStep({ name: 'login' })}
        />
      )}
      {step.name === 'set-password' && (
        <NewPasswordForm
          resetToken={step.token}
          text={adminText.setPassword}
          onChanged={() => setStep({ name: 'login', notice: adminText.setPassword.done })}
          onExpired={() => setStep({ name: 'login', notice: adminText.setPassword.expired })}
          onBack={() => setStep({ name: 'login' })}
        />
      )}
      {step.name === 'new-password' && (
        <NewPasswordForm
          resetToken={step.resetToken}
          onChanged={() => setStep({ name: 'login', notice: adminText.login.passwordChanged })}
          onExpired={() => setStep({ name: 'reset' })}
          onBack={() => setStep({ name: 'login' })}
        />
      )}
    </AuthFrame>
  );
}

/** The set-password form when the address carries a link's token. */
function firstStep(): Step {
  const token = new URL(window.location.href).searchParams.get(ADMIN_QUERY.link);
  return token ? { name: 'set-password', token } : { name: 'login' };
}
