/**
 * The buyers' tables: the one-time links a buyer signs in with, and their sessions. Apart from the
 * staff's (lib/db/platformSchema.ts): a buyer's session names an e-mail address, never an account,
 * and nothing of the admin reads it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, language, updatedAt, visitSource } from '@/lib/db/columns';

/**
 * What a mailed link does: sign the buyer in, confirm erasing their data, or download a copy of it
 * that staff sent them (features/privacy).
 */
export const LINK_PURPOSES = ['sign_in', 'erasure', 'export'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** A link mailed to a buyer: kept as the SHA-256 of its token, usable once until `expiresAt` (a copy of their data: as often as they need until then). */
export const buyerSignInLinks = pgTable(
  'buyer_sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull().default('sign_in'),
    /** The address it was sent to, as the buyer's requests carry it (lower case). */
    email: text('email').notNull(),
    /** The language of the page it was asked from: the mail's, and the page it opens. */
    language: language(),
    /** Where the visit that asked to sign in came from (a sign-in's source, like a request's). */
    source: visitSource(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** An export link's kinds of data: those the staff member who sent it may see. */
    kinds: text('kinds').array(),
  },
  (t) => [
    index('buyer_sign_in_links_email_idx').on(t.email, t.createdAt),
    check('buyer_sign_in_links_purpose', sql`${t.purpose} IN ('sign_in', 'erasure', 'export')`),
  ],
);

/** A buyer signed in on one browser: the cookie holds the token, the table its SHA-256. */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('buyer_sessions_email_idx').on(t.email)],
);

/** A buyer's named list of products, to ask about again (ids in the buyer's order). */
export const buyerLists = pgTable(
  'buyer_lists',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    productIds: integer('product_ids').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('buyer_lists_email_idx').on(t.email, t.createdAt)],
);
