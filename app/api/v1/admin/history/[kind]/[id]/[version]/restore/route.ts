import { ITEM_KIND } from '@/lib/auth/permissions';
import { endpoints } from '@/lib/api/contract';
import { isHistoryKind } from '@/lib/routing/contentKinds';
import { restoreVersion } from '@/features/history/data';
import { adminRoute, found, idParam, NotFound } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Puts a version of the item back; the public pages follow. */
export const POST = adminRoute(ITEM_KIND, async ({ params }) => {
  const { kind } = params;
  if (!isHistoryKind(kind)) throw new NotFound();
  const id = idParam(params);
  const version = idParam(params, 'version');
  found(await restoreVersion(kind, id, version));
  return ok(endpoints.versionRestore(kind, id, version).POST, { restored: true });
});
