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
  outsideRole: 'Your role does not include this part of the admin. Ask an Owner if you need it.',
} as const;

export function minutesFrom(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
