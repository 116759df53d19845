/** The query of the admin's paged lists (?page=&q=), read the same way by the screens and the API. */
import * as z from 'zod/mini';
import { MAX_ID } from './ids';
import { typedWhole } from './numbers';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A page number or size from the query string: its digits, else the default. */
const whole = (max: number, fallback: number) =>
  z.catch(typedWhole(z.number().check(z.int(), z.gte(1), z.lte(max))), fallback);
const page = whole(MAX_ID, 1);
const search = z.catch(z.string().check(z.trim(), z.maxLength(200)), '');

export const listQuerySchema = z.object({
  page,
  pageSize: whole(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  q: search,
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** The values a search-params object holds for a schema's keys (absent keys stay absent). */
export function queryValues(params: Pick<URLSearchParams, 'get'>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]));
}

/** A list query for a URL: defaults and empty values left out, so links stay short. */
export function toQueryString(
  values: Record<string, string | number | undefined>,
  defaults: Record<string, unknown> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
