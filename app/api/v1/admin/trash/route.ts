import { endpoints } from '@/lib/api/contract';
import { listTrash } from '@/features/history/data';
import { COLLECTIONS } from '@/lib/data/collections';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Deleted items of the last 30 days, of the kinds the signed-in role may use. */
export const GET = adminRoute(null, {}, async ({ session }) =>
  ok(endpoints.trash.GET, await listTrash(COLLECTIONS, session.user.role)),
);
