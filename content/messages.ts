/**
 * What every form's messages share, kept apart from the admin's content messages
 * (./validation.ts) so that a public form's script carries only these two lines.
 */

/** A form's messages in one language: the same keys, any words. */
export type MessagesOf<T> = { readonly [K in keyof T]: string };

export const tooLong = (max: number) => `At most ${max} characters.`;
