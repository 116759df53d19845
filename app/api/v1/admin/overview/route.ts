import { endpoints } from '@/lib/api/contract';
import { requireAdmin } from '@/lib/auth/requireAdmin';
import { getAdminOverview } from '@/lib/data/overview';
import { ok } from '@/lib/http/responses';

/** Counts for the admin dashboard. */
export async function GET(request: Request) {
  const auth = await requireAdmin(request);
  if (!auth.ok) return auth.response;
  const response = ok(endpoints.overview.GET, await getAdminOverview());
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
