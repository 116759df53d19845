import { endpoints } from '@/lib/api/contract';
import { getAdminOverview } from '@/lib/data/overview';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Counts for the admin dashboard (every role's). */
export const GET = adminRoute(null, {}, async ({ session }) =>
  ok(endpoints.overview.GET, await getAdminOverview(session.user.role)),
);
