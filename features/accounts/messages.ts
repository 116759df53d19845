/** What the accounts forms' schemas say when a field is refused, in English. */
/** The admin's sign-in and password reset (spec: 'This field is required.' and the rest). */
export const authMessages = {
  required: 'This field is required.',
  contact: 'Enter a valid email or phone number.',
  password: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  resetContact: 'Please enter a valid email or 10-digit phone number.',
  otp: 'Enter the 6-digit code.',
  newPassword: 'Password must be at least 6 characters',
  mismatch: 'Passwords do not match.',
} as const;

/** Two-step verification: enrolling, the sign-in's second step, turning it off. */
export const twoFactorMessages = {
  code: 'Enter the 6-digit code your app shows.',
  secondStep: 'Enter the 6-digit code your app shows, or one of your recovery codes (such as abcde-23456).',
  proof: 'Enter your password, or the 6-digit code your app shows.',
} as const;

/** The Accounts screen (an Owner inviting and managing staff). */
export const accountMessages = {
  email: 'Please enter a valid e-mail address.',
  role: 'Please choose a role.',
  change: 'Say what to change: the role, or whether the account is active.',
  policy: 'Say whether every account must use two-step verification.',
} as const;
