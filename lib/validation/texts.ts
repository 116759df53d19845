/**
 * A kind's texts, declared once (features/<kind>/texts.ts): each English text with its Arabic twin
 * (`<name>Ar`), its limit, whether the dialog requires it, its dialog label, and its name in the
 * dialog and the API where the spec gives it another (a news item's `body` is its form's
 * `description`). From the declaration come the table's columns (textColumns, lib/db/columns.ts),
 * the zod checks the dialog and the API share (textChecks), the DTO's type (TextValues), the copies
 * between a row and a form (textValues, storedTexts), the Arabic page's reading (textNames with
 * lib/data/translated.ts), the dialog's fields (components/admin/common/DeclaredTextFields.tsx),
 * the Translations screen's labels (arabicLabels) and the Arabic seed's columns (arabicOf). A new
 * text is one entry, then `npm run db:generate`.
 *
 * The product specification's texts (features/products/specification.ts) came first and keep their
 * own declaration: some of them are Latin names without an Arabic twin, and they are laid out on
 * the product page too.
 */
import * as z from 'zod/mini';
import { arabicText, multiline, requiredText } from './fields';

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
  /** Its name in the dialog, the API and the DTO, where the spec names it otherwise than the column. */
  form?: string;
  /** Its column is '' where an insert gives none (a required text added to a table that had rows). */
  emptyByDefault?: true;
}
export type TextSpecs = Record<string, TextSpec>;

/** A kind's texts, in the dialog's order (`as const` kept, so each name is a type). */
export const defineTexts = <const D extends TextSpecs>(texts: D): D => texts;

export type TextName<D extends TextSpecs> = keyof D & string;
export type ArabicName<D extends TextSpecs> = `${TextName<D>}Ar`;
/** The dialog's name of text `K` (its own, unless the declaration gives it a `form` name). */
export type FormName<D extends TextSpecs, K extends TextName<D>> = D[K] extends {
  form: infer F extends string;
}
  ? F
  : K;
type FormNames<D extends TextSpecs> = { [K in TextName<D>]: FormName<D, K> }[TextName<D>];
type FormKey<D extends TextSpecs> = FormNames<D> | `${FormNames<D>}Ar`;
type RowKey<D extends TextSpecs> = TextName<D> | ArabicName<D>;
/** Every declared text and its Arabic, as a DTO and a form hold them (by their form names). */
export type TextValues<D extends TextSpecs> = Record<FormKey<D>, string>;
/** Every declared text and its Arabic, as a row holds them. */
export type TextColumnValues<D extends TextSpecs> = Record<RowKey<D>, string>;

/** The English names of the declared texts: each has an Arabic twin (lib/data/translated.ts). */
export function textNames<D extends TextSpecs>(texts: D): TextName<D>[] {
  return Object.keys(texts) as TextName<D>[];
}

const arabicName = <N extends string>(name: N) => `${name}Ar` as `${N}Ar`;
/** Each text's row keys and form keys: [[name, form], [nameAr, formAr]] for every text. */
const keyPairs = (texts: TextSpecs) =>
  Object.entries(texts).flatMap(([name, spec]) => {
    const form = spec.form ?? name;
    return [
      [name, form],
      [arabicName(name), arabicName(form)],
    ];
  });

type EnglishCheck<S extends TextSpec> = S extends { required: string }
  ? z.ZodMiniString<string>
  : z.ZodMiniDefault<z.ZodMiniString<string>>;
export type TextChecks<D extends TextSpecs> = {
  [K in TextName<D> as FormName<D, K>]: EnglishCheck<D[K]>;
} & { [K in FormNames<D> as `${K}Ar`]: ReturnType<typeof arabicText> };

/**
 * The zod checks of the texts and their Arabic twins, for a dialog's schema (z.object({...})),
 * refusing a text over its limit with `tooLong(max)`.
 */
export function textChecks<D extends TextSpecs>(texts: D, tooLong: (max: number) => string): TextChecks<D> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, spec]) => {
      const lines = <S extends object>(schema: S) => (spec.rows ? multiline(schema) : schema);
      const limit = z.maxLength(spec.max, tooLong(spec.max));
      const english = spec.required
        ? requiredText(spec.required).check(limit)
        : z._default(z.string().check(z.trim(), limit), '');
      const form = spec.form ?? name;
      return [
        [form, lines(english)],
        [arabicName(form), lines(arabicText(spec.max, tooLong(spec.max)))],
      ];
    }),
  ) as TextChecks<D>;
}

/** The declared texts of `row` (a table's row) by their form names, as the DTO gives them. */
export function textValues<D extends TextSpecs, S extends TextColumnValues<D>>(
  texts: D,
  row: S,
): TextValues<D> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(keyPairs(texts).map(([key, form]) => [form, values[key]])) as TextValues<D>;
}

/**
 * The declared texts of a form's output `input`, by their row keys, to store: an Arabic the form
 * left out stays undefined, so an update keeps the stored Arabic.
 */
export function storedTexts<D extends TextSpecs>(
  texts: D,
  input: Partial<TextValues<D>>,
): Record<TextName<D>, string> & Partial<Record<ArabicName<D>, string>> {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(keyPairs(texts).map(([key, form]) => [key, values[form]])) as never;
}

/** The Arabic texts whose form name is not the column's (the Translations screen opens the form's). */
export function arabicFormNames(texts: TextSpecs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, { form }]) => (form ? [[arabicName(name), arabicName(form)]] : [])),
  );
}

/** The Translations screen's label of each Arabic text, by its field name. */
export function arabicLabels(texts: TextSpecs): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, spec]) => [arabicName(name), spec.label]));
}

/**
 * The Arabic columns of a seed's translation (`{ name: 'خدمات' }` → `{ nameAr: 'خدمات' }`); a text
 * it does not translate is '' (untranslated: the Arabic page shows the English).
 */
export function arabicOf<D extends TextSpecs>(
  texts: D,
  translation: Partial<Record<TextName<D>, string>>,
): Record<ArabicName<D>, string> {
  return Object.fromEntries(
    textNames(texts).map((name) => [arabicName(name), translation[name] ?? '']),
  ) as Record<ArabicName<D>, string>;
}
