/** The careers tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  draft,
  publishAt,
  scheduledIndex,
  language,
  createdAt,
  updatedAt,
  version,
  visitSource,
  textColumns,
} from '@/lib/db/columns';
import { jobTexts } from './texts';
import { uploadedFiles } from '@/lib/db/platformSchema';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    ...textColumns(jobTexts),
    published: boolean('published').notNull().default(false),
    draft: draft(),
    publishAt: publishAt(),
    /** When the background work unpublishes the opening (applications close); null when open-ended. */
    closeAt: timestamp('close_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    scheduledIndex('jobs', t.publishAt),
    index('jobs_close_at_idx')
      .on(t.closeAt)
      .where(sql`${t.closeAt} IS NOT NULL`),
  ],
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
    /** Null once the applicant's personal data is erased (features/privacy). */
    dob: date('dob'),
    qualification: text('qualification').notNull(),
    resumeFileId: integer('resume_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    consent: boolean('consent').notNull(),
    language: language(),
    ip: text('ip'),
    source: visitSource(),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt),
    check('applications_language', sql`${t.language} IN ('en', 'ar')`),
  ],
);
