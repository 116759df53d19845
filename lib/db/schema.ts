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
import { ROLES } from '../auth/permissions';
import { ENQUIRY_KINDS, REQUEST_STATUSES } from '../validation/enquiryKinds';
import { DOCUMENT_ACCESS, DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from '../validation/productDocuments';

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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const image = (name = 'image') => jsonb(name).$type<StoredImage>().notNull();
/**
 * The Arabic of an English text column: empty while untranslated (the Arabic pages then show the
 * English, field by field). One explicit column per translatable field, like the English ones.
 */
const arabic = (name: string) => text(name).notNull().default('');
/**
 * Unpublished changes of a published item, saved as a draft: the stored fields as they would be
 * after "Publish changes" (database column names, as a version's data), or null (lib/data/drafts.ts).
 */
const draft = () => jsonb('draft').$type<Record<string, unknown>>();
/** When the background work publishes the item (or its draft); null when not scheduled. */
const publishAt = () => timestamp('publish_at', { withTimezone: true });
/** The rows the background work looks for (lib/data/scheduled.ts): only those with a time set. */
const scheduledIndex = (table: string, publishAt: PgColumn) =>
  index(`${table}_publish_at_idx`)
    .on(publishAt)
    .where(sql`${publishAt} IS NOT NULL`);
/** The language a visitor's submission came in ('en' | 'ar', lib/i18n/locales.ts). */
const language = () =>
  text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en');

// ---------------------------------------------------------------- staff and security

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull().default('Administrator'),
    passwordHash: text('password_hash').notNull(),
    /** What the account may use in the admin (lib/auth/permissions.ts). */
    role: text('role', { enum: ROLES }).notNull().default('owner'),
    /** Set while an Owner has deactivated the account: it cannot sign in, and its sessions ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('admin_users_phone_idx').on(t.phone),
    check('admin_users_role_check', sql`${t.role} in ('owner', 'editor', 'hr', 'sales')`),
  ],
);

/** Server-side sessions; `id` is the SHA-256 of the random token held in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time links an Owner sends (lib/data/accounts.ts): an invitation, which creates the account
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
 * The audit trail: every change made in the admin and every security event, who (by id and, as it
 * was then, e-mail), when and from which address. Append-only: the database refuses to change a row
 * and deletes one only for the clean-up's retention (migration 0007). Content changes are written
 * by triggers on the content tables in the same transaction as the change (lib/audit), with the
 * fields that changed before and after; never a password, code, token or file content.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    kind: text('kind').notNull(),
    /** The table of the item concerned ('products', 'admin_users', …). */
    entity: text('entity'),
    entityId: text('entity_id'),
    /** A few words naming the item (its title, the account's e-mail, the file exported). */
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_idx').on(t.actorEmail, t.at),
    index('audit_events_kind_idx').on(t.kind, t.at),
  ],
);

/**
 * Every saved state of each content item (products, categories, blog posts, news, services, jobs):
 * written by triggers on those tables (migration 0008) when staff save, in the save's transaction;
 * the full row as it became (`data`), who, and which fields changed. An item's first recorded change
 * first keeps how it was before it ('original'); a deletion keeps the row as it was ('delete'), which
 * is what the Trash restores. lib/data/history.ts reads and restores them.
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

/**
 * Uploaded pictures no row shows any more (replaced, or their item deleted). They stay while a
 * version of an item still shows them, so a restore brings them back; the clean-up removes them
 * once nothing does (lib/data/history.ts).
 */
export const retiredFiles = pgTable('retired_files', {
  key: text('key').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes (password reset); the code and the follow-up reset token are stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('password_reset'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, e.g. key 'login:ip:203.0.113.5'. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account's TOTP second factor (RFC 6238; lib/auth/twoFactor.ts). `secret` is encrypted with the
 * server's key (lib/auth/secretBox.ts), so a copy of the database alone cannot make codes. Enrolment
 * writes the row with `enabledAt` null; the first correct code sets it. `lastStep` is the time step
 * of the newest code accepted: a code of that step or an earlier one is refused (no replay).
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** The ten one-time recovery codes of an account's second factor, hashed (lib/auth/tokens hashCode). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is still to come (5 minutes). Not a
 * session: nothing of the admin accepts it. `id` is the SHA-256 of the token in its own cookie.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);

/** Security rules an Owner sets for every account; at most one row (id = 1), none = the defaults. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every account must have a second factor before it can use the admin. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- files

/** Every uploaded file; the bytes live in lib/storage under `key`. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** Public files (images) are served under /media; private ones (résumés) only to staff. */
  isPublic: boolean('is_public').notNull(),
  /** Pixel size of an image. */
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

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
    // The specification buyers filter and compare by (lib/validation/productSpecs.ts).
    /** Latin, the same in both languages. */
    botanicalName: text('botanical_name').notNull().default(''),
    casNumber: text('cas_number').notNull().default(''),
    /** ISO 3166-1 alpha-2, or '' (names from i18n-iso-countries in the page's language). */
    originCountry: text('origin_country').notNull().default(''),
    hsCode: text('hs_code').notNull().default(''),
    /** One of PRODUCT_FORMS, or ''. */
    form: text('form').notNull().default(''),
    grade: text('grade').notNull().default(''),
    gradeAr: arabic('grade_ar'),
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
    /** One packaging option per line. */
    packaging: text('packaging').notNull().default(''),
    packagingAr: arabic('packaging_ar'),
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
 * (lib/validation/productDocuments.ts). The PDF is stored privately and served by
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
 * Outgoing e-mail, stored before sending so that a mail failure loses nothing and is retried. A
 * sender claims a row by setting `leaseUntil`, so two sweeps (or two instances) never send the
 * same message; `sensitive` messages (reset codes) have their content blanked once sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next try is due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, a sender is working on the row. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outgoing_mail_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * CDN purges waiting to be sent (lib/cdn/purges.ts): written in the transaction of the content
 * change they follow, deleted once the CDN has taken them.
 */
export const cdnPurges = pgTable(
  'cdn_purges',
  {
    id: serial('id').primaryKey(),
    /** Surrogate keys (the data layer's cache tags). */
    keys: text('keys').array().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next try is due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, a sender is working on the row. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('cdn_purges_due_idx').on(t.nextAttemptAt)],
);

/** Builds that have started against this database: the first start of a new one empties the CDN. */
export const cdnBuilds = pgTable('cdn_builds', {
  buildId: text('build_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * What visitors' browsers measured (lib/data/webVitals.ts), aggregated as it arrives: one row per
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
