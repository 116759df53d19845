/** Patterns shared by the form schemas (public forms and admin sign-in). */

/** The spec's simple e-mail pattern: non-space text, an @, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Letters of any alphabet and spaces. */
export const NAME_PATTERN = /^[\p{L} ]+$/u;

export const DIGITS_PATTERN = /^\d+$/;

/** Name of the hidden field people never fill in; a value means a bot sent the form. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
