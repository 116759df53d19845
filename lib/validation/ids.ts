/**
 * Ids in URLs and form fields are whole positive numbers; anything else ('abc', '1.5', '-2', '0')
 * matches nothing. Used by the detail pages, the application form and its endpoint.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
