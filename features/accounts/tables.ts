/** The accounts tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '@/lib/db/columns';
import { ROLES } from '@/lib/auth/permissions';
import { adminUsers } from '@/lib/db/platformSchema';

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
