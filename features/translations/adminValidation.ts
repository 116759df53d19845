/**
 * The Translations screen's list query (the screen and the API build it alike), and its kinds.
 * The kinds are given, not imported: the list of collections is the server's (./kinds.ts gives
 * TRANSLATION_KINDS); the screen gets them from its page, built with the site.
 */
import * as z from 'zod/mini';
import type { HistoryKind } from '@/lib/data/collections';
import { idNumber } from '@/lib/validation/ids';

/** The texts with a translation that are not a content kind's (./kinds.ts declares them). */
export const OTHER_TRANSLATED = ['product-applications', 'product-certifications', 'settings'] as const;

/** The kinds with translated texts: every content kind (its collection declares its texts) and the others above. */
export type TranslationKind = HistoryKind | (typeof OTHER_TRANSLATED)[number];
export type TranslationKinds = readonly [TranslationKind, ...TranslationKind[]];

const optionalOneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** The list's query: a kind of `kinds` (another is no filter) and a state. */
export function translationsQuerySchema(kinds: TranslationKinds) {
  return z.object({
    kind: optionalOneOf(kinds),
    state: optionalOneOf(['missing', 'outdated'] as const),
  });
}
export type TranslationsQuery = z.output<ReturnType<typeof translationsQuerySchema>>;

/** "Arabic still right": the item's outdated Arabic texts are marked up to date as they stand. */
export function confirmTranslationSchema(kinds: TranslationKinds) {
  return z.object({ kind: z.enum(kinds), id: idNumber() });
}
export type ConfirmTranslationInput = z.output<ReturnType<typeof confirmTranslationSchema>>;
