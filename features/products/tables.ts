/** The products tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  type StoredImage,
  image,
  arabic,
  createdAt,
  draftedColumns,
  scheduledIndexes,
  version,
  textColumns,
} from '@/lib/db/columns';
import { uploadedFiles } from '@/lib/db/platformSchema';
import { textSpecColumns } from './columns';
import { productCategoryTexts } from './texts';

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...textColumns(productCategoryTexts),
  image: image(),
  imageAltAr: arabic('image_alt_ar'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  version: version(),
});

/**
 * The lists of what a product is for and what it is certified for, which staff manage (Products →
 * Lists) and buyers filter by; `slug` names an option in the finder's URL.
 */
const productTag = () => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: arabic('name_ar'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const productApplications = pgTable('product_applications', productTag());

export const productCertifications = pgTable('product_certifications', {
  ...productTag(),
  /** The certificate (a PDF, stored privately) the product pages link the certification to, or null. */
  certificateFileId: integer('certificate_file_id').references(() => uploadedFiles.id, {
    onDelete: 'set null',
  }),
});

/** The admin calls these "sub-products" of a category. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    description1: text('description1').notNull(),
    description2: text('description2').notNull().default(''),
    image: image(),
    /** The two pictures of the detail page. */
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    nameAr: arabic('name_ar'),
    detailsAr: arabic('details_ar'),
    description1Ar: arabic('description1_ar'),
    description2Ar: arabic('description2_ar'),
    imageAltAr: arabic('image_alt_ar'),
    /** The Arabic alt texts of `images`, by position. */
    imagesAltAr: jsonb('images_alt_ar').$type<string[]>().notNull().default([]),
    // The specification buyers filter and compare by (features/products/specification.ts).
    ...textSpecColumns(),
    casNumber: text('cas_number').notNull().default(''),
    /** ISO 3166-1 alpha-2, or '' (names from i18n-iso-countries in the page's language). */
    originCountry: text('origin_country').notNull().default(''),
    hsCode: text('hs_code').notNull().default(''),
    /** One of PRODUCT_FORMS, or ''. */
    form: text('form').notNull().default(''),
    /** Ids of product_applications and product_certifications; unknown ids are ignored when read. */
    applicationIds: integer('application_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    certificationIds: integer('certification_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    moqQuantity: doublePrecision('moq_quantity'),
    /** One of QUANTITY_UNITS, or '' when there is no minimum. */
    moqUnit: text('moq_unit').notNull().default(''),
    shelfLifeMonths: integer('shelf_life_months'),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...draftedColumns(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.position, t.id),
    ...scheduledIndexes('products', t),
  ],
);
