import { endpoints } from '@/lib/api/contract';
import { COLLECTIONS, HISTORY_KINDS, ITEM_KIND } from '@/lib/data/collections';
import { listVersions } from '@/features/history/data';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** An item's versions, newest first (the History panel). */
export const GET = adminRoute(
  ITEM_KIND,
  { params: { kind: oneOfSegment(HISTORY_KINDS), id: idSegment } },
  async ({ params: { kind, id } }) =>
    ok(endpoints.history(kind, id).GET, found(await listVersions(COLLECTIONS[kind], id))),
);
