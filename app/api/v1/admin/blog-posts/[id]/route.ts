import { endpoints } from '@/lib/api/contract';
import { deleteBlogPost, updateBlogPost } from '@/features/blog/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostUpdateSchema } from '@/features/blog/adminValidation';

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(blogPostUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.blogPost(id).PATCH, found(await updateBlogPost(id, input)));
  },
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteBlogPost(id));
  return ok(endpoints.blogPost(id).DELETE, { deleted: true });
});
