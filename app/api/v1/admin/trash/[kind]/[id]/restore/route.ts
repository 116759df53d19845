import { endpoints } from '@/lib/api/contract';
import { COLLECTIONS, HISTORY_KINDS, ITEM_KIND } from '@/lib/data/collections';
import { restoreFromTrash } from '@/features/history/data';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Puts a deleted item back as it was, with its pictures; the public pages follow. */
export const POST = adminRoute(
  ITEM_KIND,
  { params: { kind: oneOfSegment(HISTORY_KINDS), id: idSegment } },
  async ({ params: { kind, id } }) => {
    found(await restoreFromTrash(COLLECTIONS[kind], id));
    return ok(endpoints.trashRestore(kind, id).POST, { restored: true });
  },
);
