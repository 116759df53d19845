/**
 * Cuts a text to at most `max` characters and adds an ellipsis when it was longer
 * (news teasers: 20/66 characters on wide screens, 18/52 on small ones).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
