import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { services } from '../db/schema';

export type Service = typeof services.$inferSelect;

/** Published services in display order. */
export const listPublishedServices = cache(async (): Promise<Service[]> =>
  getDb()
    .select()
    .from(services)
    .where(eq(services.published, true))
    .orderBy(asc(services.position), asc(services.id)),
);
