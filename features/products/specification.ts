/**
 * A product's specification, declared once. Each plain text of it (TEXT_SPECS) is written here
 * only: its column, its limit, whether it has an Arabic twin, its labels in the admin dialog and
 * on the product page in both languages. From this file come the table's columns
 * (./columns.ts), the zod schema the dialog and the API share (features/products/validation.ts),
 * the DTO's type (lib/api/contract.ts), the dialog's fields (features/products/admin), the
 * Arabic page's reading (features/products/data.ts) and the page's table and JSON-LD (./rows.ts).
 *
 * The fields with a widget or rule of their own (CAS number, origin, form, lists, minimum order,
 * shelf life) keep it beside that widget; this file only places them (ADMIN_LAYOUT, PAGE_ROWS).
 *
 * How to add a plain text (the README's "Adding a field"): an entry in TEXT_SPECS, its name in
 * ADMIN_LAYOUT and PAGE_ROWS, seed values in ./seed.ts if the seeded products should have it, then
 * `npm run db:generate` for the migration.
 */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { specMessages } from './messages';
import { arabicText } from '@/lib/validation/fields';

export interface TextSpec {
  /** The database column (its Arabic twin is `<column>_ar`). */
  column: string;
  /** The most characters it takes, in each language. */
  max: number;
  /** Several lines, one item per line (a textarea; a list on the page). */
  lines?: true;
  /** A Latin name, the same in both languages: no Arabic twin, set in italics on the page. */
  latin?: true;
  admin: { label: string; hint: string };
  page: { en: string; ar: string };
}

export const TEXT_SPECS = {
  botanicalName: {
    column: 'botanical_name',
    max: 160,
    latin: true,
    admin: { label: 'Botanical name', hint: 'The Latin name of the plant, e.g. Mentha × piperita.' },
    page: { en: 'Botanical name', ar: 'الاسم النباتي' },
  },
  grade: {
    column: 'grade',
    max: 80,
    admin: { label: 'Grade', hint: 'e.g. Food grade, Pharmaceutical grade (USP).' },
    page: { en: 'Grade', ar: 'الدرجة' },
  },
  usageRate: {
    column: 'usage_rate',
    max: 200,
    admin: {
      label: 'Typical usage rate',
      hint: 'How much buyers usually use, e.g. 0.05–0.2% in beverages, or 500 mg a day.',
    },
    page: { en: 'Typical usage rate', ar: 'معدل الاستخدام المعتاد' },
  },
  packaging: {
    column: 'packaging',
    max: 600,
    lines: true,
    admin: { label: 'Packaging', hint: 'One option per line, e.g. "25 kg fibre drum".' },
    page: { en: 'Packaging', ar: 'التعبئة' },
  },
} as const satisfies Record<string, TextSpec>;

export type TextSpecName = keyof typeof TEXT_SPECS;
/** The texts that have an Arabic twin (all but the Latin ones). */
export type TranslatedSpecName = {
  [K in TextSpecName]: (typeof TEXT_SPECS)[K] extends { latin: true } ? never : K;
}[TextSpecName];
export type ArabicSpecName = `${TranslatedSpecName}Ar`;

export const TEXT_SPEC_NAMES = Object.keys(TEXT_SPECS) as TextSpecName[];
export const TRANSLATED_SPEC_NAMES = TEXT_SPEC_NAMES.filter(
  (name) => !('latin' in TEXT_SPECS[name]),
) as TranslatedSpecName[];
export const arabicTwin = <K extends TranslatedSpecName>(name: K) => `${name}Ar` as `${K}Ar`;

/** Every plain text of the specification as the form, the row and the DTO hold it. */
export type TextSpecValues = Record<TextSpecName | ArabicSpecName, string>;

/** The zod checks of the texts and their Arabic twins (features/products/validation.ts adds the rest). */
export const textSpecChecks = Object.fromEntries(
  TEXT_SPEC_NAMES.flatMap((name) => {
    const { max } = TEXT_SPECS[name];
    // A text of several lines (a list on the page) keeps its line breaks.
    const lines = <S extends object>(schema: S) => ('lines' in TEXT_SPECS[name] ? multiline(schema) : schema);
    const english = lines(
      z._default(z.string().check(z.trim(), z.maxLength(max, specMessages.tooLong(max))), ''),
    );
    const checks: [string, z.ZodMiniType][] = [[name, english]];
    if (!('latin' in TEXT_SPECS[name]))
      checks.push([`${name}Ar`, lines(arabicText(max, specMessages.tooLong(max)))]);
    return checks;
  }),
) as {
  [K in TextSpecName]: z.ZodMiniDefault<z.ZodMiniString<string>>;
} & { [K in ArabicSpecName]: ReturnType<typeof arabicText> };

/**
 * The admin dialog's Specification, row by row (two names share a row). The Arabic twins of the
 * texts are in the dialog's Arabic section, in this order too.
 */
export const ADMIN_LAYOUT = [
  ['botanicalName'],
  ['casNumber', 'hsCode'],
  ['originCountry', 'form'],
  ['grade'],
  ['applicationIds'],
  ['usageRate'],
  ['certificationIds'],
  ['moqQuantity', 'moqUnit'],
  ['packaging'],
  ['shelfLifeMonths'],
] as const;

/** The product page's table, in the order buyers read a data sheet. */
export const PAGE_ROWS = [
  'botanicalName',
  'casNumber',
  'originCountry',
  'hsCode',
  'form',
  'grade',
  'applications',
  'usageRate',
  'certifications',
  'moq',
  'packaging',
  'shelfLife',
] as const;
export type SpecKey = (typeof PAGE_ROWS)[number];

export function isTextSpec(name: string): name is TextSpecName {
  return name in TEXT_SPECS;
}
