import 'server-only';
import { now as clockNow } from '../time/clock';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminOverview } from '../api/contract';
import { getDb } from '../db/client';
import { applications, blogPosts, enquiries, jobs, products, services, siteSettings } from '../db/schema';
import { ANSWERED_KINDS } from '@/features/enquiries/kinds';
import { countTranslations } from '@/features/translations/data';
import { may, type Role } from '../auth/permissions';
import { failedBackupAt } from './backup';

/** The numbers on the admin dashboard, in one query. */
export async function getAdminOverview(role: Role, now = clockNow()): Promise<AdminOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const awaiting = and(inArray(enquiries.kind, [...ANSWERED_KINDS]), isNull(enquiries.firstAnsweredAt));
  const result = await getDb().execute<
    Record<Exclude<keyof AdminOverview, 'translations' | 'failedBackupAt'>, number>
  >(sql`
    SELECT
      (SELECT count(*) FROM ${enquiries} WHERE ${enquiries.readAt} IS NULL)::int AS "unreadEnquiries",
      (SELECT count(*) FROM ${products})::int AS "products",
      (SELECT count(*) FROM ${services})::int AS "services",
      (SELECT count(*) FROM ${blogPosts})::int AS "blogPosts",
      (SELECT count(*) FROM ${jobs} WHERE ${jobs.published})::int AS "openJobs",
      (SELECT count(*) FROM ${enquiries})::int AS "enquiries",
      (SELECT count(*) FROM ${applications})::int AS "applications",
      (SELECT count(*) FROM ${enquiries} WHERE ${enquiries.createdAt} >= ${weekAgo}::timestamptz)::int AS "newEnquiries",
      (SELECT count(*) FROM ${applications} WHERE ${applications.createdAt} >= ${weekAgo}::timestamptz)::int AS "newApplications",
      (SELECT count(*) FROM ${enquiries} WHERE ${awaiting})::int AS "awaitingAnswer",
      (SELECT count(*) FROM ${enquiries} WHERE ${awaiting} AND ${enquiries.createdAt} < ${now.toISOString()}::timestamptz
        - make_interval(hours => (SELECT ${siteSettings.responseTargetHours} FROM ${siteSettings} WHERE ${siteSettings.id} = 1))
      )::int AS "awaitingPastTarget"
  `);
  return {
    ...result.rows[0],
    translations: await countTranslations(role),
    failedBackupAt: may(role, 'settings') ? await failedBackupAt() : null,
  };
}
