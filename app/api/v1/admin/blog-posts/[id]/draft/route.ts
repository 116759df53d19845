import { endpoints } from '@/lib/api/contract';
import { discardBlogPostDraft, saveBlogPostDraft } from '@/lib/data/blog';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostDraftSchema } from '@/lib/validation/content';

/** "Save as draft": a published post stays as visitors see it; the changes wait in its draft. */
export const PUT = adminRoute(async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogPostDraftSchema, formLimit(1));
  return ok(endpoints.blogPostDraft(id).PUT, found(await saveBlogPostDraft(id, input)));
});

/** "Discard draft". */
export const DELETE = adminRoute(async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.blogPostDraft(id).DELETE, found(await discardBlogPostDraft(id)));
});
