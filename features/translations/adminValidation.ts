/** The Translations screen's list query (the screen and the API share it), and its kinds. */
import * as z from 'zod/mini';
import { HISTORY_KINDS, type HistoryKind } from '@/lib/routing/contentKinds';
import { idNumber } from '@/lib/validation/ids';

/** The texts with a translation that are not a content kind's (./kinds.ts declares them). */
const OTHER_TRANSLATED = ['product-applications', 'product-certifications', 'settings'] as const;

/**
 * The kinds with translated texts: every content kind (its collection declares its texts) and the
 * others above. This list is what the browser needs; ./kinds.ts holds what each is.
 */
export type TranslationKind = HistoryKind | (typeof OTHER_TRANSLATED)[number];
export const TRANSLATION_KINDS = [...HISTORY_KINDS, ...OTHER_TRANSLATED] as const satisfies readonly [
  TranslationKind,
  ...TranslationKind[],
];

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
