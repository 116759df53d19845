/** The Translations screen's list query (the screen and the API share it). */
import * as z from 'zod/mini';
import { TRANSLATION_KINDS } from './kinds';

const optionalOneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.catch(z.optional(z.enum(values)), undefined);

export const translationsQuerySchema = z.object({
  kind: optionalOneOf(TRANSLATION_KINDS),
  state: optionalOneOf(['missing', 'outdated'] as const),
});
export type TranslationsQuery = z.output<typeof translationsQuerySchema>;
