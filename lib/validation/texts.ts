/**
 * A kind's texts, declared once (features/<kind>/texts.ts): each English text with its Arabic twin
 * (`<name>Ar`), its limit, whether the dialog requires it, its dialog label. From the declaration
 * come the table's columns (textColumns, lib/db/columns.ts), the zod checks the dialog and the API
 * share (textChecks), the DTO's type (TextValues), the copy out of a row or a form (textValues), the
 * Arabic page's reading (textNames with lib/data/translated.ts), the dialog's fields
 * (components/admin/common/DeclaredTextFields.tsx), the Translations screen's labels (arabicLabels)
 * and the Arabic seed's columns (arabicOf). A new text is one entry, then `npm run db:generate`.
 *
 * The product specification's texts (features/products/specification.ts) came first and keep their
 * own declaration: some of them are Latin names without an Arabic twin, and they are laid out on
 * the product page too.
 */
import * as z from 'zod/mini';
import { arabicText, multiline, requiredText } from './fields';
import { tooLong } from '../../content/messages';

export interface TextSpec {
  /** The most characters it takes, in each language. */
  max: number;
  /** What the dialog says when it is left empty; without it the text may be empty (''). */
  required?: string;
  /** Its dialog label (the Arabic field's is this with "(Arabic)"). */
  label: string;
  hint?: string;
  /** A textarea of this many rows that keeps its line breaks (paragraphs); else one line. */
  rows?: number;
  /** Set beside the next text on a wide dialog. */
  paired?: true;
}
export type TextSpecs = Record<string, TextSpec>;

/** A kind's texts, in the dialog's order (`as const` kept, so each name is a type). */
export const defineTexts = <const D extends TextSpecs>(texts: D): D => texts;

export type TextName<D extends TextSpecs> = keyof D & string;
export type ArabicName<D extends TextSpecs> = `${TextName<D>}Ar`;
/** Every declared text and its Arabic, as a row, a DTO and a form hold them. */
export type TextValues<D extends TextSpecs> = Record<TextName<D> | ArabicName<D>, string>;

/** The English names of the declared texts: each has an Arabic twin (lib/data/translated.ts). */
export function textNames<D extends TextSpecs>(texts: D): TextName<D>[] {
  return Object.keys(texts) as TextName<D>[];
}

const arabicName = <N extends string>(name: N) => `${name}Ar` as `${N}Ar`;

type EnglishCheck<S extends TextSpec> = S extends { required: string }
  ? z.ZodMiniString<string>
  : z.ZodMiniDefault<z.ZodMiniString<string>>;
export type TextChecks<D extends TextSpecs> = { [K in TextName<D>]: EnglishCheck<D[K]> } & {
  [K in ArabicName<D>]: ReturnType<typeof arabicText>;
};

/** The zod checks of the texts and their Arabic twins, for a dialog's schema (z.object({...})). */
export function textChecks<D extends TextSpecs>(texts: D): TextChecks<D> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, spec]) => {
      const lines = <S extends object>(schema: S) => (spec.rows ? multiline(schema) : schema);
      const limit = z.maxLength(spec.max, tooLong(spec.max));
      const english = spec.required
        ? requiredText(spec.required).check(limit)
        : z._default(z.string().check(z.trim(), limit), '');
      return [
        [name, lines(english)],
        [arabicName(name), lines(arabicText(spec.max, tooLong(spec.max)))],
      ];
    }),
  ) as TextChecks<D>;
}

type Picked<D extends TextSpecs, S> = {
  [K in TextName<D> | ArabicName<D>]: K extends keyof S ? S[K] : never;
};

/**
 * The declared texts of `source` (a row, a form's output): a form's Arabic left out stays
 * undefined, so an update keeps the stored Arabic.
 */
export function textValues<D extends TextSpecs, S extends Partial<TextValues<D>>>(
  texts: D,
  source: S,
): Picked<D, S> {
  const values = source as Record<string, unknown>;
  return Object.fromEntries(
    textNames(texts).flatMap((name) => [
      [name, values[name]],
      [arabicName(name), values[arabicName(name)]],
    ]),
  ) as Picked<D, S>;
}

/** The Translations screen's label of each Arabic text, by its field name. */
export function arabicLabels(texts: TextSpecs): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, spec]) => [arabicName(name), spec.label]));
}

/** The Arabic columns of a seed's translation (`{ name: 'خدمات' }` → `{ nameAr: 'خدمات' }`). */
export function arabicOf<D extends TextSpecs>(
  texts: D,
  translation: Record<TextName<D>, string>,
): Record<ArabicName<D>, string> {
  return Object.fromEntries(textNames(texts).map((name) => [arabicName(name), translation[name]])) as Record<
    ArabicName<D>,
    string
  >;
}
