import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;

/** Published openings, oldest first (the order staff created them). */
export const listPublishedJobs = cache(async (): Promise<Job[]> =>
  getDb().select().from(jobs).where(eq(jobs.published, true)).orderBy(asc(jobs.id)),
);
