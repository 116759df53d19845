/**
 * How the Personal data screen matches a person: by their mailbox (lib/text/emailAddresses.ts) —
 * any case, with or without plus-addressing — or, for a buyer asking from their own page, by the
 * address they signed in with.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADDRESS_MATCHINGS, addressKey, mailboxKey } from '@/lib/text/emailAddresses';

export type Matching = (typeof ADDRESS_MATCHINGS)[number];

/** The address as `matching` compares it. */
export function matchKey(email: string, matching: Matching): string {
  return matching === 'mailbox' ? mailboxKey(email) : addressKey(email);
}

/** Whether the address in `column` is the one whose key (matchKey) is `key`. */
export function sameAddress(column: AnyPgColumn | SQL, key: string, matching: Matching): SQL {
  return matching === 'mailbox'
    ? sql`lower(regexp_replace(trim(${column}), '\\+[^@]*@', '@')) = ${key}`
    : sql`lower(trim(${column})) = ${key}`;
}

/**
 * How the erasure log names whom an erasure was of: a SHA-256 of the address as it was matched, so
 * the log holds no address. Someone holding the log and guessing an address can tell whether it
 * was erased; a key kept apart would prevent that, but a restore without it would silently bring
 * the person back.
 */
export function erasureHash(key: string, matching: Matching): string {
  return createHash('sha256').update(`kinglife-erasure\0${matching}\0${key}`).digest('hex');
}
