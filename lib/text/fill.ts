/**
 * Fills the `{name}` tokens of a copy text: fill('Hello {name}', { name: 'Asha' }) → 'Hello Asha'.
 * Tokens without a string or number value stay as written, so a missing value shows, not vanishes.
 * The one way copy in content/ gets its values (legal texts, mail bodies, years in business,
 * carousel labels).
 */
export function fill(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (token, key: string) => {
    const value = values[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : token;
  });
}
