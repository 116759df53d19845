/**
 * How the Personal data screen matches an e-mail address: in any case, and with or without
 * plus-addressing (omar+quotes@example.com is omar@example.com), as the person asking would expect.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The address as it is matched: trimmed, lower case, without a "+tag" in its local part. */
export function addressKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/** Whether the address in `column` is the one whose key is `key` (see addressKey). */
export function sameAddress(column: AnyPgColumn | SQL, key: string): SQL {
  return sql`lower(regexp_replace(trim(${column}), '\\+[^@]*@', '@')) = ${key}`;
}
