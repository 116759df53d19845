export const EMPTY_TEMPLATE = 'kinglife_test_empty';
export const SEEDED_TEMPLATE = 'kinglife_test_seeded';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
