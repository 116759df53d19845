import 'server-only';
/**
 * How database rows become what a public page shows (each feature's views.ts): slim, plain objects
 * (no Dates, no internal columns), so pages pass them to components and the client bundles receive
 * only the fields they draw.
 */
export interface NamedCategory {
  slug: string;
  name: string;
}

/** The fields of `row` a page shows, and nothing else. */
export function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/** The category an article belongs to, as its breadcrumb shows it. */
export const categoryRef = (category?: NamedCategory) => category && pick(category, ['slug', 'name']);
