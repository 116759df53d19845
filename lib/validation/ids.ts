/**
 * Ids: whole positive numbers no larger than the integer columns that hold them (PostgreSQL's
 * `integer`, 32 bits). A larger one matches no row, and the database would refuse it as a query
 * parameter, so every schema refuses it first.
 */
import * as z from 'zod/mini';
import { typedWhole } from './numbers';

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a number, never text or `true`. */
export function idNumber(message?: string) {
  return z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(MAX_ID, message));
}

/** An id from a form field: a number, or its digits as text. */
export function typedId(message?: string) {
  return typedWhole(idNumber(message));
}

/**
 * Ids in URLs and form fields are whole positive numbers; anything else ('abc', '1.5', '-2', '0',
 * 2147483648) matches nothing. Used by the detail pages, the application form and its endpoint.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
