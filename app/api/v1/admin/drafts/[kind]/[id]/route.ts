import { endpoints } from '@/lib/api/contract';
import { DRAFT_COLLECTIONS, ITEM_KIND, PREVIEW_KINDS } from '@/lib/data/collections';
import { discardDraft } from '@/features/history/drafts';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Discard draft": the item's pending changes (and a published item's schedule) go. */
export const DELETE = adminRoute(
  ITEM_KIND,
  { params: { kind: oneOfSegment(PREVIEW_KINDS), id: idSegment } },
  async ({ params: { kind, id } }) => {
    found(await discardDraft(DRAFT_COLLECTIONS[kind], id));
    return ok(endpoints.draft(kind, id).DELETE, { discarded: true });
  },
);
