/**
 * The feature tables (site content, visitors' submissions, accounts' invitations, content history).
 * The platform's own tables are in ./platformSchema.ts, re-exported here: drizzle-kit
 * (drizzle.config.ts) and feature code read every table from this one module; the platform
 * imports only ./platformSchema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { textSpecColumns } from '@/features/products/columns';
import { ROLES } from '../auth/permissions';
import { createdAt, updatedAt } from './columns';
import { adminUsers, uploadedFiles } from './platformSchema';
import { ENQUIRY_KINDS, REQUEST_STATUSES } from '@/features/enquiries/kinds';
import { DOCUMENT_ACCESS, DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from '@/features/documents/validation';

/**
 * A picture: a path under /public (seed artwork) or /media/<key> (an upload), with its alt text;
 * uploads also record their pixel size (the seed artwork is SVG and scales).
 */
export interface StoredImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

const image = (name = 'image') => jsonb(name).$type<StoredImage>().notNull();
/**
 * The Arabic of an English text column: empty while untranslated (the Arabic pages then show the
 * English, field by field). One explicit column per translatable field, like the English ones.
 */
const arabic = (name: string) => text(name).notNull().default('');
/**
 * Unpublished changes of a published item, saved as a draft: the stored fields as they would be
 * after "Publish changes" (database column names, as a version's data), or null (features/history/drafts.ts).
 */
const draft = () => jsonb('draft').$type<Record<string, unknown>>();
/** When the background work publishes the item (or its draft); null when not scheduled. */
const publishAt = () => timestamp('publish_at', { withTimezone: true });
/** The rows the background work looks for (features/history/scheduled.ts): only those with a time set. */
const scheduledIndex = (table: string, publishAt: PgColumn) =>
  index(`${table}_publish_at_idx`)
    .on(publishAt)
    .where(sql`${publishAt} IS NOT NULL`);
/** The language a visitor's submission came in ('en' | 'ar', lib/i18n/locales.ts). */
const language = () =>
  text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en');

// ---------------------------------------------------------------- accounts and history

/**
 * One-time links an Owner sends (features/accounts/data.ts): an invitation, which creates the account
 * with `role` when its password is set, or a reset of `userId`'s password. The token is stored hashed.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The account whose password the link resets; null for an invitation. */
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_links_token_idx').on(t.tokenHash)],
);

/**
 * Every saved state of each content item (products, categories, blog posts, news, services, jobs):
 * written by triggers on those tables (migration 0008) when staff save, in the save's transaction;
 * the full row as it became (`data`), who, and which fields changed. An item's first recorded change
 * first keeps how it was before it ('original'); a deletion keeps the row as it was ('delete'), which
 * is what the Trash restores. features/history/data.ts reads and restores them.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** The table ('products', 'blog_posts', …). */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: ['original', 'create', 'update', 'restore', 'delete'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changed: text('changed')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('content_versions_item_idx').on(t.entity, t.entityId, t.id)],
);

// ---------------------------------------------------------------- site content

/** Exactly one row (id = 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    enquiryEmail: text('enquiry_email').notNull(),
    facebookUrl: text('facebook_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    twitterUrl: text('twitter_url').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    homeBanner: image('home_banner'),
    /** How long the audit trail keeps an event; older ones go with the clean-up (lib/maintenance). */
    auditRetentionDays: integer('audit_retention_days').notNull().default(365),
    /** International digits without '+' (what wa.me takes); empty: no 'Chat on WhatsApp' link. */
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    /** The share of public page views (0–100 %) whose browsers report their speed (Site speed). */
    vitalsSamplePercent: integer('vitals_sample_percent').notNull().default(100),
    /**
     * When the Arabic seed translations were given to the seeded rows (lib/db/seedTranslations.ts):
     * set by the first seed, or once by the first start after the Arabic columns were added.
     */
    arabicSeededAt: timestamp('arabic_seeded_at', { withTimezone: true }),
    /** When the seeded products were given their specifications (lib/db/seedSpecifications.ts). */
    specsSeededAt: timestamp('specs_seeded_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    body: text('body').notNull(),
    date: date('date').notNull(),
    image: image(),
    titleAr: arabic('title_ar'),
    captionAr: arabic('caption_ar'),
    bodyAr: arabic('body_ar'),
    imageAltAr: arabic('image_alt_ar'),
    isPublished: boolean('is_published').notNull().default(true),
    draft: draft(),
    publishAt: publishAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_date_idx').on(t.date), scheduledIndex('news', t.publishAt)],
);

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  blurb: text('blurb').notNull().default(''),
  image: image(),
  nameAr: arabic('name_ar'),
  blurbAr: arabic('blurb_ar'),
  imageAltAr: arabic('image_alt_ar'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
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
    draft: draft(),
    publishAt: publishAt(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.position, t.id),
    scheduledIndex('products', t.publishAt),
  ],
);

/** `column IN (…values)`: a text column's allowed values, checked by the database too. */
const oneOf = (column: PgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * A product's documents: data sheets, a sample certificate of analysis, certificates
 * (features/documents/validation.ts). The PDF is stored privately and served by
 * v1/documents/[id] while the product is published: to anyone when the document is public, else to
 * a signed link mailed to a buyer who asked (lib/security/signedLinks.ts). No foreign key to
 * products: a deleted product waits in the Trash with its documents, so that restoring it brings
 * them back; the clean-up removes them once it has left the Trash for good.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    /** ISO 639-1 (DOCUMENT_LANGUAGES): the language the document is written in. */
    language: text('language', { enum: DOCUMENT_LANGUAGES }).notNull(),
    revisionDate: date('revision_date').notNull(),
    access: text('access', { enum: DOCUMENT_ACCESS }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    check('product_documents_type', oneOf(t.type, DOCUMENT_TYPES)),
    check('product_documents_language', oneOf(t.language, DOCUMENT_LANGUAGES)),
    check('product_documents_access', oneOf(t.access, DOCUMENT_ACCESS)),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: image(),
    nameAr: arabic('name_ar'),
    descriptionAr: arabic('description_ar'),
    imageAltAr: arabic('image_alt_ar'),
    /** New services start unpublished (spec). */
    published: boolean('published').notNull().default(false),
    draft: draft(),
    publishAt: publishAt(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [scheduledIndex('services', t.publishAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    experience: text('experience').notNull(),
    qualification: text('qualification').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    titleAr: arabic('title_ar'),
    experienceAr: arabic('experience_ar'),
    qualificationAr: arabic('qualification_ar'),
    locationAr: arabic('location_ar'),
    descriptionAr: arabic('description_ar'),
    published: boolean('published').notNull().default(false),
    draft: draft(),
    publishAt: publishAt(),
    /** When the background work unpublishes the opening (applications close); null when open-ended. */
    closeAt: timestamp('close_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    scheduledIndex('jobs', t.publishAt),
    index('jobs_close_at_idx')
      .on(t.closeAt)
      .where(sql`${t.closeAt} IS NOT NULL`),
  ],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  image: image(),
  nameAr: arabic('name_ar'),
  imageAltAr: arabic('image_alt_ar'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    teaser: text('teaser').notNull().default(''),
    /** Markdown (components/ui/Markdown.tsx): paragraphs separated by a blank line, "## " headings, lists … */
    body: text('body').notNull(),
    image: image(),
    titleAr: arabic('title_ar'),
    teaserAr: arabic('teaser_ar'),
    bodyAr: arabic('body_ar'),
    imageAltAr: arabic('image_alt_ar'),
    publishedAt: date('published_at').notNull().defaultNow(),
    published: boolean('published').notNull().default(true),
    draft: draft(),
    publishAt: publishAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_category_idx').on(t.categoryId, t.id), scheduledIndex('blog_posts', t.publishAt)],
);

// ---------------------------------------------------------------- visitor submissions

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull().default('enquiry'),
    /** A quote's or sample's number the buyer is given (KL-Q-2026-00042); null for the others. */
    reference: text('reference').unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The contact form's service; '' for the other kinds. */
    service: text('service').notNull().default(''),
    message: text('message').notNull().default(''),
    /** A request's destination (ISO 3166-1 alpha-2), its incoterm and target month (YYYY-MM). */
    country: text('country').notNull().default(''),
    incoterm: text('incoterm').notNull().default(''),
    deliveryMonth: text('delivery_month').notNull().default(''),
    /** Where a sample request's samples go. */
    shippingAddress: text('shipping_address').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    /** Staff's note on the status (the price quoted, why it was lost). */
    statusNote: text('status_note').notNull().default(''),
    language: language(),
    ip: text('ip'),
    /** The document a 'document' request asked for (null once that document is deleted). */
    documentId: integer('document_id').references(() => productDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When staff marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_kind_idx').on(t.kind, t.createdAt),
    check('enquiries_language', sql`${t.language} IN ('en', 'ar')`),
    check('enquiries_kind', sql`${t.kind} IN ('enquiry', 'quote', 'sample', 'document')`),
    check('enquiries_status', sql`${t.status} IN ('new', 'quoted', 'won', 'lost')`),
  ],
);

/** The products of a quote or sample request, in the buyer's order. */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's English name when it was asked for (kept if the product changes or goes). */
    productName: text('product_name').notNull(),
    /** How much, in `unit`: kg, L or MT for a quote, g or mL for a sample. */
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    packaging: text('packaging').notNull().default(''),
  },
  (t) => [index('enquiry_lines_enquiry_idx').on(t.enquiryId, t.position)],
);

/** The last number given in each series of references and year (KL-Q-2026-00042: 'Q', 2026, 42). */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The job title when the application was made (kept if the job changes or goes). */
    position: text('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    dob: date('dob').notNull(),
    qualification: text('qualification').notNull(),
    resumeFileId: integer('resume_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    consent: boolean('consent').notNull(),
    language: language(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt),
    check('applications_language', sql`${t.language} IN ('en', 'ar')`),
  ],
);

/**
 * What visitors' browsers measured (features/speed/data.ts), aggregated as it arrives: one row per
 * day, page, language and device class, each vital as a histogram (counts per bucket of
 * VITAL_BUCKETS) and the connection types as counts. Nothing in it names a visitor; a million page
 * views stay a few thousand rows. Kept VITALS_RETENTION_DAYS.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
    lcp: integer('lcp').array().notNull(),
    inp: integer('inp').array().notNull(),
    cls: integer('cls').array().notNull(),
    fcp: integer('fcp').array().notNull(),
    ttfb: integer('ttfb').array().notNull(),
    /** Counts per CONNECTIONS entry, then "not told". */
    connections: integer('connections').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.locale, t.device] })],
);

export * from './platformSchema';
