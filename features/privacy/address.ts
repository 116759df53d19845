/**
 * How the Personal data screen matches a person: by their mailbox (lib/text/emailAddresses.ts) —
 * any case, with or without plus-addressing — or, for a buyer asking from their own page, by the
 * address they signed in with.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addressKey, mailboxKey } from '@/lib/text/emailAddresses';

export type Matching = 'mailbox' | 'address';

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
