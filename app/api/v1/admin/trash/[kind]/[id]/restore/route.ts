import { ITEM_KIND } from '@/lib/auth/permissions';
import { endpoints } from '@/lib/api/contract';
import { isHistoryKind } from '@/lib/routing/contentKinds';
import { restoreFromTrash } from '@/features/history/data';
import { adminRoute, found, idParam, NotFound } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Puts a deleted item back as it was, with its pictures; the public pages follow. */
export const POST = adminRoute(ITEM_KIND, async ({ params }) => {
  const { kind } = params;
  if (!isHistoryKind(kind)) throw new NotFound();
  const id = idParam(params);
  found(await restoreFromTrash(kind, id));
  return ok(endpoints.trashRestore(kind, id).POST, { restored: true });
});
