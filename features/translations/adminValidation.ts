/** The Translations screen's list query (the screen and the API share it), and its kinds. */
import * as z from 'zod/mini';
import { idNumber } from '@/lib/validation/ids';

/** The kinds with translated texts (./kinds.ts declares each; this list is what the browser needs). */
export const TRANSLATION_KINDS = [
  'products',
  'product-categories',
  'product-applications',
  'product-certifications',
  'blog-categories',
  'blog-posts',
  'news',
  'services',
  'jobs',
  'settings',
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

const optionalOneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.catch(z.optional(z.enum(values)), undefined);

export const translationsQuerySchema = z.object({
  kind: optionalOneOf(TRANSLATION_KINDS),
  state: optionalOneOf(['missing', 'outdated'] as const),
});
export type TranslationsQuery = z.output<typeof translationsQuerySchema>;

/** "Arabic still right": the item's outdated Arabic texts are marked up to date as they stand. */
export const confirmTranslationSchema = z.object({
  kind: z.enum(TRANSLATION_KINDS),
  id: idNumber(),
});
export type ConfirmTranslationInput = z.output<typeof confirmTranslationSchema>;
