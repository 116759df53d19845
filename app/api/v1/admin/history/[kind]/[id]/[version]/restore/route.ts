import { endpoints } from '@/lib/api/contract';
import { COLLECTIONS, HISTORY_KINDS, ITEM_KIND } from '@/lib/data/collections';
import { restoreVersion } from '@/features/history/data';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Puts a version of the item back; the public pages follow. */
export const POST = adminRoute(
  ITEM_KIND,
  { params: { kind: oneOfSegment(HISTORY_KINDS), id: idSegment, version: idSegment } },
  async ({ params: { kind, id, version } }) => {
    found(await restoreVersion(COLLECTIONS[kind], id, version));
    return ok(endpoints.versionRestore(kind, id, version).POST, { restored: true });
  },
);
