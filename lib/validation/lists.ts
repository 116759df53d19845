/** The query of the admin's paged lists (?page=&q=), read the same way by the screens and the API. */
import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const page = z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1);
const search = z.catch(z.string().check(z.trim(), z.maxLength(200)), '');

export const listQuerySchema = z.object({
  page,
  pageSize: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
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
