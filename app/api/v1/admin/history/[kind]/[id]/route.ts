import { ITEM_KIND } from '@/lib/auth/permissions';
import { endpoints } from '@/lib/api/contract';
import { isHistoryKind } from '@/lib/routing/contentKinds';
import { listVersions } from '@/features/history/data';
import { adminRoute, found, idParam, NotFound } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** An item's versions, newest first (the History panel). */
export const GET = adminRoute(ITEM_KIND, async ({ params }) => {
  const { kind } = params;
  if (!isHistoryKind(kind)) throw new NotFound();
  const id = idParam(params);
  return ok(endpoints.history(kind, id).GET, found(await listVersions(kind, id)));
});
