/** The settings tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { arabic, image, updatedAt, version } from '@/lib/db/columns';

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
    /** The banner's alt text in Arabic (its English is home_banner's alt). */
    homeBannerAltAr: arabic('home_banner_alt_ar'),
    /** How long the audit trail keeps an event; older ones go with the clean-up (lib/maintenance). */
    auditRetentionDays: integer('audit_retention_days').notNull().default(365),
    /**
     * How long requests and job applications keep the people's details before the clean-up
     * anonymises them (features/privacy/retention.ts); set on the Personal data screen.
     */
    requestRetentionMonths: integer('request_retention_months').notNull().default(84),
    applicationRetentionMonths: integer('application_retention_months').notNull().default(24),
    /** International digits without '+' (what wa.me takes); empty: no 'Chat on WhatsApp' link. */
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    /** The share of public page views (0–100 %) whose browsers report their speed (Site speed). */
    vitalsSamplePercent: integer('vitals_sample_percent').notNull().default(100),
    /** Hours a quote, sample or document request may wait for a first answer before it is flagged. */
    responseTargetHours: integer('response_target_hours').notNull().default(72),
    /** "Publish only with its Arabic": an item whose required Arabic is empty cannot be published (features/translations). */
    publishNeedsArabic: boolean('publish_needs_arabic').notNull().default(false),
    /**
     * When the Arabic seed translations were given to the seeded rows (lib/db/seedTranslations.ts):
     * set by the first seed, or once by the first start after the Arabic columns were added.
     */
    arabicSeededAt: timestamp('arabic_seeded_at', { withTimezone: true }),
    /** When the seeded products were given their specifications (lib/db/seedSpecifications.ts). */
    specsSeededAt: timestamp('specs_seeded_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
