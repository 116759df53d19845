/**
 * The kinds of content with texts in English and Arabic, as the Translations screen and the rule
 * "Publish only with its Arabic" see them. Which texts are translated is not written here: it is
 * read from each kind's table (every text column `xAr` whose English `x` is beside it, and a
 * picture's `xAltAr` whose English is the picture's own alt); a text is required when its dialog's
 * schema refuses its English empty (a picture's alts are, unless it is decorative: withImageAlts).
 * Here are only what a table cannot say: the dialog's schema and labels, the dialog's field names
 * where they differ from the column's, and where each item's dialog is.
 */
import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import { adminText } from '@/content/admin';
import { productApplications, productCertifications, siteSettings, type StoredImage } from '@/lib/db/schema';
import { keepsDrafts } from '@/lib/data/collection';
import { COLLECTIONS, HISTORY_KINDS, type HistoryKind } from '@/lib/data/collections';
import { routes } from '@/lib/routing/routes';
import type { ProductListKind } from '@/lib/routing/contentKinds';
import { bannerSchema } from '@/features/news/adminValidation';
import { productTagSchema } from '@/features/products/validation';
import { adminHomeText } from '@/features/news/adminText';
import { adminProductsText } from '@/features/products/adminText';
import { adminTranslationsText } from './adminText';
import { OTHER_TRANSLATED, type TranslationKind, type TranslationKinds } from './adminValidation';
import type { KindDeclaration, Row } from './declaration';

export type { TranslationKind };

/** Every kind with translated texts: the list's and the others (./adminValidation.ts). */
export const TRANSLATION_KINDS = [...HISTORY_KINDS, ...OTHER_TRANSLATED] as const satisfies TranslationKinds;

const { admin } = routes;
const text = (row: Row, key: string) => String(row[key] ?? '');
const lists = adminProductsText.lists;

/** The content kinds, as their collections declare them; the other kinds with translated texts below. */
const COLLECTION_DECLARATIONS = Object.fromEntries(
  Object.values(COLLECTIONS).map((collection): [string, KindDeclaration] => [
    collection.kind,
    {
      ...collection.translations,
      label: collection.name.many,
      table: collection.table,
      area: collection.area,
      published: keepsDrafts(collection) ? collection.published : undefined,
    },
  ]),
) as Record<HistoryKind, KindDeclaration>;

/** A list staff manage for products (Products → Lists): each entry's name. */
function productList(kind: ProductListKind, table: PgTable): KindDeclaration {
  return {
    label: adminTranslationsText.kinds[`product-${kind}`],
    table,
    schema: productTagSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { nameAr: lists.name },
    href: (row, field) => routes.adminEdit(admin.products, row.id, field, { lists: kind }),
  };
}

const DECLARATIONS: Record<TranslationKind, KindDeclaration> = {
  ...COLLECTION_DECLARATIONS,
  'product-applications': productList('applications', productApplications),
  'product-certifications': productList('certifications', productCertifications),
  settings: {
    label: adminTranslationsText.kinds.settings,
    table: siteSettings,
    schema: bannerSchema,
    area: 'settings',
    title: () => adminHomeText.banner.image,
    labels: { homeBannerAltAr: adminHomeText.banner.image },
    formFields: { homeBannerAltAr: 'imageAltAr' },
    // The banner is edited on Home, in its own form (no dialog, no item id to open).
    href: (_row, field) => `${admin.home}?field=${field}`,
  },
};

/** One translated text of a kind. */
export interface TranslatedText {
  /** The table's field name of the Arabic ('nameAr'). */
  key: string;
  /** Its database column ('name_ar'), as translation_marks names it. */
  column: string;
  /** The dialog's field name of the Arabic. */
  formField: string;
  /** The dialog's label of the Arabic field: 'Sub-Product Name (Arabic)'. */
  label: string;
  /** Whether the dialog requires its English (and "Publish only with its Arabic" the Arabic). */
  required: boolean;
  /** The English it translates in `row`; '' when there is none to translate (a decorative picture). */
  english: (row: Row) => string;
  /** The database columns a change of its English or its Arabic changes (a picture's alt: the picture's). */
  columns: string[];
}

export interface TranslationKindSpec extends KindDeclaration {
  kind: TranslationKind;
  label: string;
  /** The table's name, as translation_marks names it. */
  tableName: string;
  texts: TranslatedText[];
}

const inArabic = adminText.common.inArabic;

/** The translated texts of `table`: each Arabic text column with its English twin beside it. */
function translatedTexts(declaration: KindDeclaration): TranslatedText[] {
  const columns = getTableColumns(declaration.table) as Record<string, Column>;
  return Object.entries(columns).flatMap(([key, column]): TranslatedText[] => {
    if (!key.endsWith('Ar') || column.dataType !== 'string') return [];
    const base = key.slice(0, -2);
    const english = columns[base];
    const shared = {
      key,
      column: column.name,
      formField: declaration.formFields?.[key] ?? key,
    };
    const label = declaration.labels[key] ?? adminText.changes.fieldName(column.name.slice(0, -3));
    if (english?.dataType === 'string') {
      const dialogEnglish =
        declaration.schema.shape[declaration.englishFields?.[key] ?? shared.formField.slice(0, -2)];
      return [
        {
          ...shared,
          label: inArabic(label),
          required: dialogEnglish
            ? !z.safeParse(dialogEnglish, '').success
            : english.notNull && !english.hasDefault,
          english: (row) => String(row[base] ?? ''),
          columns: [english.name, column.name],
        },
      ];
    }
    const picture = base.endsWith('Alt') ? columns[base.slice(0, -3)] : undefined;
    if (picture?.dataType !== 'json') return [];
    const pictureKey = base.slice(0, -3);
    return [
      {
        ...shared,
        label: adminTranslationsText.pictureAlt(label, inArabic(adminText.common.imageAlt)),
        // withImageAlts: a picture is described in both languages unless it is decorative.
        required: true,
        english: (row) => {
          const image = row[pictureKey] as StoredImage | null | undefined;
          return image && !image.decorative ? image.alt : '';
        },
        columns: [picture.name, column.name],
      },
    ];
  });
}

export const TRANSLATION_KIND_SPECS: Record<TranslationKind, TranslationKindSpec> = Object.fromEntries(
  TRANSLATION_KINDS.map((kind) => {
    const declaration = DECLARATIONS[kind];
    return [
      kind,
      {
        ...declaration,
        kind,
        label: declaration.label,
        tableName: getTableName(declaration.table),
        texts: translatedTexts(declaration),
      },
    ];
  }),
) as Record<TranslationKind, TranslationKindSpec>;

/** The kind whose table is `table`, if it has translated texts. */
export function kindOfTable(table: PgTable): TranslationKindSpec | undefined {
  return Object.values(TRANSLATION_KIND_SPECS).find((spec) => spec.table === table);
}
