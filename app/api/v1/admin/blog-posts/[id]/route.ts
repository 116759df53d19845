import { endpoints } from '@/lib/api/contract';
import { deleteBlogPost, updateBlogPost } from '@/features/blog/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostUpdateSchema } from '@/features/blog/adminValidation';

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogPostUpdateSchema, formLimit(1));
  return ok(endpoints.blogPost(id).PATCH, found(await updateBlogPost(id, input)));
});

export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteBlogPost(id));
  return ok(endpoints.blogPost(id).DELETE, { deleted: true });
});
