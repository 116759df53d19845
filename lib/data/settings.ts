import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { siteSettings } from '../db/schema';

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The one settings row (seeded on first start). */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('Site settings are missing: the database has not been seeded.');
  return row;
});
