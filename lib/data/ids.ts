/** Route ids are whole positive numbers; anything else ('abc', '1.5', '-2') matches nothing. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
