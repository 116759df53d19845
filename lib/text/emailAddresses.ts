/**
 * How the site compares e-mail addresses. A buyer's page and lists go by the address as typed
 * (`addressKey`); the Personal data screen finds a person by their mailbox (`mailboxKey`), so that
 * omar+quotes@example.com and Omar@example.com are the same person to it.
 */

/** The two ways of comparing: by the mailbox (`mailboxKey`) or by the address (`addressKey`). */
export const ADDRESS_MATCHINGS = ['mailbox', 'address'] as const;

/** An address trimmed and in lower case. */
export function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The mailbox an address delivers to: also without a "+tag" in its local part. */
export function mailboxKey(email: string): string {
  return addressKey(email).replace(/\+[^@]*@/, '@');
}
