/** What the auth endpoints answer; the same words whatever the reason, so nothing leaks. */
export const authAnswers = {
  badCredentials: 'The email/phone number or password is incorrect.',
  tooManyLogins: (minutes: number) =>
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyRequests: (minutes: number) =>
    `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  codeSent: 'If an account matches, a 6-digit code has been sent to its email address.',
  badCode: 'This code is incorrect or has expired. Check it or request a new one.',
  badResetToken: 'This reset link has expired. Please request a new code.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  foreignOrigin: 'This request came from another site.',
  secondStepExpired: 'Your sign-in has expired. Please sign in again.',
  badSecondStep:
    'This code is incorrect. Enter the code your authenticator app shows now, or one of your recovery codes.',
  replayedCode: 'This code has been used already. Wait for the next code in your authenticator app.',
  unreadableSecret:
    'Your authenticator key cannot be read on this server. Sign in with one of your recovery codes.',
  tooManyCodes: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  twoFactorRequired:
    'An Owner requires two-step verification for every account. Set it up to continue using the admin.',
  badEnrolmentCode: 'This code is incorrect. Enter the code your app shows now for the key above.',
  enrolmentMissing: 'This set-up has expired. Close it and start again.',
  alreadyOn: 'Two-step verification is already on for your account.',
  badProof: 'The password or code is incorrect.',
  requiredForAll: 'An Owner requires two-step verification for every account: it cannot be turned off.',
  outsideRole: 'Your role does not include this part of the admin. Ask an Owner if you need it.',
} as const;

export function minutesFrom(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
