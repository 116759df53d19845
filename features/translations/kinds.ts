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
import type { Area } from '@/lib/auth/permissions';
import {
  blogCategories,
  blogPosts,
  jobs,
  news,
  productApplications,
  productCategories,
  productCertifications,
  products,
  services,
  siteSettings,
  type StoredImage,
} from '@/lib/db/schema';
import { routes } from '@/lib/routing/routes';
import { blogCategoryCreateSchema, blogPostCreateSchema } from '@/features/blog/adminValidation';
import { jobSchema } from '@/features/careers/adminValidation';
import { bannerSchema, newsCreateSchema } from '@/features/news/adminValidation';
import { productCategoryCreateSchema, productCreateSchema } from '@/features/products/adminValidation';
import { productTagSchema } from '@/features/products/validation';
import { serviceCreateSchema } from '@/features/services/adminValidation';
import { adminBlogsText } from '@/features/blog/adminText';
import { adminHomeText } from '@/features/news/adminText';
import { adminProductsText } from '@/features/products/adminText';
import { TEXT_SPECS, TRANSLATED_SPEC_NAMES } from '@/features/products/specification';
import { adminServicesText } from '@/features/services/adminText';
import { serviceTexts } from '@/features/services/texts';
import { jobTexts } from '@/features/careers/texts';
import { arabicFormNames, arabicLabels } from '@/lib/validation/texts';
import { newsTexts } from '@/features/news/texts';
import { blogCategoryTexts, blogPostTexts } from '@/features/blog/texts';
import { productCategoryTexts } from '@/features/products/texts';
import { adminTranslationsText } from './adminText';
import { TRANSLATION_KINDS, type TranslationKind } from './adminValidation';

export { TRANSLATION_KINDS, type TranslationKind };

type Row = Record<string, unknown> & { id: number };

interface KindDeclaration {
  table: PgTable;
  area: Area;
  /** The item as the list names it. */
  title: (row: Row) => string;
  /** The English label of each translated text's dialog field (by the table's field name). */
  labels: Record<string, string>;
  /** The dialog's schema (its create schema: what a new item must have). */
  schema: z.ZodMiniObject;
  /** The dialog's name of a field where it is not the table's (news' body is the dialog's description). */
  formFields?: Record<string, string>;
  /** The dialog's English field of an Arabic one, where it is not the Arabic's name without `Ar`. */
  englishFields?: Record<string, string>;
  /** The item's dialog, opened at `field` (routes.adminEdit). */
  href: (row: Row, field: string) => string;
  /** The column that says whether the item is on the website (kinds that publish). */
  published?: Column;
}

const { admin } = routes;
const text = (row: Row, key: string) => String(row[key] ?? '');
const product = adminProductsText;
const productTextLabels = Object.fromEntries(
  TRANSLATED_SPEC_NAMES.map((name) => [`${name}Ar`, TEXT_SPECS[name].admin.label]),
);

const DECLARATIONS: Record<TranslationKind, KindDeclaration> = {
  products: {
    table: products,
    schema: productCreateSchema,
    englishFields: { nameAr: 'subproductname', description1Ar: 'subproductdescription' },
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: {
      nameAr: product.productName,
      detailsAr: product.details,
      description1Ar: product.description1,
      description2Ar: product.description2,
      ...productTextLabels,
      imageAltAr: product.image,
    },
    formFields: { imageAltAr: 'subproductimageAltAr' },
    href: (row, field) =>
      routes.adminEdit(admin.products, row.id, field, { category: Number(row.categoryId) }),
    published: products.published,
  },
  'product-categories': {
    table: productCategories,
    schema: productCategoryCreateSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { ...arabicLabels(productCategoryTexts), imageAltAr: product.categoryImage },
    href: (row, field) => routes.adminEdit(admin.products, row.id, field),
  },
  'product-applications': {
    table: productApplications,
    schema: productTagSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { nameAr: product.lists.name },
    href: (row, field) => routes.adminEdit(admin.products, row.id, field, { lists: 'applications' }),
  },
  'product-certifications': {
    table: productCertifications,
    schema: productTagSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { nameAr: product.lists.name },
    href: (row, field) => routes.adminEdit(admin.products, row.id, field, { lists: 'certifications' }),
  },
  'blog-categories': {
    table: blogCategories,
    schema: blogCategoryCreateSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { ...arabicLabels(blogCategoryTexts), imageAltAr: adminBlogsText.category.image },
    href: (row, field) => routes.adminEdit(admin.blogs, row.id, field),
  },
  'blog-posts': {
    table: blogPosts,
    schema: blogPostCreateSchema,
    area: 'content',
    title: (row) => text(row, 'title'),
    labels: { ...arabicLabels(blogPostTexts), imageAltAr: adminBlogsText.post.image },
    href: (row, field) => routes.adminEdit(admin.blogs, row.id, field, { category: Number(row.categoryId) }),
    published: blogPosts.published,
  },
  news: {
    table: news,
    schema: newsCreateSchema,
    area: 'content',
    title: (row) => text(row, 'title'),
    labels: { ...arabicLabels(newsTexts), imageAltAr: adminHomeText.news.image },
    formFields: arabicFormNames(newsTexts),
    href: (row, field) => routes.adminEdit(admin.home, row.id, field),
    published: news.isPublished,
  },
  services: {
    table: services,
    schema: serviceCreateSchema,
    area: 'content',
    title: (row) => text(row, 'name'),
    labels: { ...arabicLabels(serviceTexts), imageAltAr: adminServicesText.image },
    href: (row, field) => routes.adminEdit(admin.services, row.id, field),
    published: services.published,
  },
  jobs: {
    table: jobs,
    schema: jobSchema,
    area: 'careers',
    title: (row) => text(row, 'title'),
    labels: arabicLabels(jobTexts),
    href: (row, field) => routes.adminEdit(admin.career, row.id, field),
    published: jobs.published,
  },
  settings: {
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
        label: adminTranslationsText.kinds[kind],
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
