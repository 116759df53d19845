/**
 * A kind's texts declared once (#46): one entry gives the English and Arabic columns, the checks
 * the dialog and the API share, the copy out of a row or a form, the Translations labels and the
 * seed's Arabic columns; and the kinds declared so (services, jobs) keep the texts, limits,
 * messages and columns they had.
 */
import { getTableColumns, type Column } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import { adminText } from '@/content/admin';
import { tooLong } from '@/content/messages';
import { jobSchema } from '@/features/careers/adminValidation';
import { jobTexts } from '@/features/careers/texts';
import { serviceCreateSchema } from '@/features/services/adminValidation';
import { serviceTexts } from '@/features/services/texts';
import { TRANSLATION_KIND_SPECS } from '@/features/translations/kinds';
import { textColumns } from '@/lib/db/columns';
import { blogCategories, blogPosts, jobs, news, productCategories, services } from '@/lib/db/schema';
import { blogCategoryCreateSchema, blogPostCreateSchema } from '@/features/blog/adminValidation';
import { blogCategoryTexts, blogPostTexts } from '@/features/blog/texts';
import { newsCreateSchema } from '@/features/news/adminValidation';
import { newsTexts } from '@/features/news/texts';
import { productCategoryCreateSchema } from '@/features/products/adminValidation';
import { productCategoryTexts } from '@/features/products/texts';
import { isMultiline } from '../fields';
import {
  arabicFormNames,
  arabicLabels,
  arabicOf,
  defineTexts,
  storedTexts,
  textChecks,
  textValues,
  type TextSpecs,
} from '../texts';

/** The message zod gives for `value` in `field` of `schema`, or null when it takes it. */
function refusal(schema: z.ZodMiniObject, field: string, value: unknown): string | null {
  const result = z.safeParse(schema.shape[field], value);
  return result.success ? null : result.error.issues[0].message;
}

describe('one declared text', () => {
  // What a new bilingual text of a kind is: this one entry (and the migration drizzle-kit writes).
  const texts = defineTexts({
    hallAndStand: { max: 40, required: 'Please enter the hall and stand.', label: 'Hall and stand' },
    note: { max: 500, label: 'Note', rows: 4 },
  });
  const table = pgTable('declared', { id: serial('id').primaryKey(), ...textColumns(texts) });
  const schema = z.object(textChecks(texts, tooLong));

  it('gives an English column and its Arabic twin, named as the other columns are', () => {
    const columns = getTableColumns(table) as Record<string, Column>;
    expect(columns.hallAndStand.name).toBe('hall_and_stand');
    expect(columns.hallAndStandAr.name).toBe('hall_and_stand_ar');
    expect(columns.hallAndStand.notNull).toBe(true);
    expect(columns.hallAndStand.hasDefault).toBe(false);
    // An optional English text and every Arabic are empty until written.
    for (const name of ['note', 'noteAr', 'hallAndStandAr']) {
      expect(columns[name].notNull).toBe(true);
      expect(columns[name].default).toBe('');
    }
  });

  it('gives the checks: the English required with its message, both languages limited', () => {
    expect(refusal(schema, 'hallAndStand', '  ')).toBe('Please enter the hall and stand.');
    expect(refusal(schema, 'hallAndStand', 'x'.repeat(41))).toBe(tooLong(40));
    expect(refusal(schema, 'hallAndStandAr', 'س'.repeat(41))).toBe(tooLong(40));
    expect(refusal(schema, 'hallAndStandAr', undefined)).toBeNull();
    expect(z.parse(schema.shape.note, undefined)).toBe('');
    expect(isMultiline(schema.shape.note) && isMultiline(schema.shape.noteAr)).toBe(true);
    expect(isMultiline(schema.shape.hallAndStand)).toBe(false);
  });

  it('copies the texts out of a row, and a form’s into one, leaving out an Arabic it did not send', () => {
    const row = { id: 3, hallAndStand: 'Hall 2', hallAndStandAr: 'القاعة 2', note: '', noteAr: '', other: 1 };
    expect(textValues(texts, row)).toEqual({
      hallAndStand: 'Hall 2',
      hallAndStandAr: 'القاعة 2',
      note: '',
      noteAr: '',
    });
    expect(storedTexts(texts, { hallAndStand: 'Hall 2', note: '' })).toEqual({
      hallAndStand: 'Hall 2',
      hallAndStandAr: undefined,
      note: '',
      noteAr: undefined,
    });
  });

  it('names a text in the form as the spec does where that is not its column', () => {
    const article = defineTexts({ body: { max: 100, label: 'Add Description', form: 'description' } });
    const checks = z.object(textChecks(article, tooLong));
    expect(Object.keys(checks.shape)).toEqual(['description', 'descriptionAr']);
    expect(textValues(article, { body: 'B', bodyAr: 'ب' })).toEqual({ description: 'B', descriptionAr: 'ب' });
    expect(storedTexts(article, { description: 'B' })).toEqual({ body: 'B', bodyAr: undefined });
    expect(arabicFormNames(article)).toEqual({ bodyAr: 'descriptionAr' });
    expect(Object.keys(textColumns(article))).toEqual(['body', 'bodyAr']);
  });

  it('gives the Translations labels and the seed’s Arabic columns', () => {
    expect(arabicLabels(texts)).toEqual({ hallAndStandAr: 'Hall and stand', noteAr: 'Note' });
    expect(arabicOf(texts, { hallAndStand: 'القاعة 2' })).toEqual({
      hallAndStandAr: 'القاعة 2',
      noteAr: '',
    });
  });
});

describe.each([
  ['services', serviceTexts, services, serviceCreateSchema],
  ['jobs', jobTexts, jobs, jobSchema],
  ['news', newsTexts, news, newsCreateSchema],
  ['blog-posts', blogPostTexts, blogPosts, blogPostCreateSchema],
  ['blog-categories', blogCategoryTexts, blogCategories, blogCategoryCreateSchema],
  ['product-categories', productCategoryTexts, productCategories, productCategoryCreateSchema],
] as const)('the %s texts', (kind, texts: TextSpecs, table, schema) => {
  it('are the table’s text columns, as the migrations made them', () => {
    const columns = getTableColumns(table) as Record<string, Column>;
    for (const name of Object.keys(texts)) {
      const column = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      expect([columns[name]?.name, columns[`${name}Ar`]?.name]).toEqual([column, `${column}_ar`]);
    }
  });

  it('are checked by the dialog’s schema with their messages and limits', () => {
    for (const [name, spec] of Object.entries(texts)) {
      const form = spec.form ?? name;
      expect(refusal(schema, form, '')).toBe(spec.required ?? null);
      expect(refusal(schema, form, 'x'.repeat(spec.max + 1))).toBe(tooLong(spec.max));
      expect(refusal(schema, `${form}Ar`, 'x'.repeat(spec.max + 1))).toBe(tooLong(spec.max));
    }
  });

  it('are listed on the Translations screen with their dialog labels', () => {
    const listed = TRANSLATION_KIND_SPECS[kind].texts.filter((text) => text.key !== 'imageAltAr');
    expect(listed.map((text) => [text.key, text.label, text.required])).toEqual(
      Object.entries(texts).map(([name, spec]) => [
        `${name}Ar`,
        adminText.common.inArabic(spec.label),
        spec.required !== undefined,
      ]),
    );
  });
});

it('keeps the messages and limits the dialogs had', () => {
  expect(refusal(serviceCreateSchema, 'name', ' ')).toBe('Please enter the service name.');
  expect(refusal(serviceCreateSchema, 'name', 'x'.repeat(121))).toBe(tooLong(120));
  expect(refusal(jobSchema, 'experience', 'x'.repeat(41))).toBe(tooLong(40));
  expect(refusal(jobSchema, 'location', 'x'.repeat(81))).toBe(tooLong(80));
  expect(refusal(newsCreateSchema, 'description', '')).toBe('Please enter a description.');
  expect(refusal(blogPostCreateSchema, 'body', 'x'.repeat(100_001))).toBe(tooLong(100_000));
  expect(refusal(productCategoryCreateSchema, 'blurb', '')).toBeNull();
  expect(refusal(blogCategoryCreateSchema, 'name', '')).toBe('Category name cannot be empty.');
});
