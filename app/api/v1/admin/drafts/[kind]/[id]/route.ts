import { ITEM_KIND } from '@/lib/auth/permissions';
import { endpoints } from '@/lib/api/contract';
import { isPreviewKind } from '@/lib/routing/contentKinds';
import { discardDraft } from '@/features/history/drafts';
import { DRAFT_KINDS } from '@/features/history/draftKinds';
import { adminRoute, found, idParam, NotFound } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Discard draft": the item's pending changes (and a published item's schedule) go. */
export const DELETE = adminRoute(ITEM_KIND, async ({ params }) => {
  const { kind } = params;
  if (!isPreviewKind(kind)) throw new NotFound();
  const id = idParam(params);
  found(await discardDraft(DRAFT_KINDS[kind], id));
  return ok(endpoints.draft(kind, id).DELETE, { discarded: true });
});
