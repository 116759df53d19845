import { endpoints } from '@/lib/api/contract';
import { deleteBlogCategory, readBlogCategory, updateBlogCategory } from '@/features/blog/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogCategoryUpdateSchema } from '@/features/blog/adminValidation';

export const GET = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  return ok(endpoints.blogCategory(id).GET, found(await readBlogCategory(id)));
});

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(blogCategoryUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.blogCategory(id).PATCH, found(await updateBlogCategory(id, input)));
  },
);

/** A category that still holds posts is refused (409): staff delete its posts first. */
export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteBlogCategory(id));
  return ok(endpoints.blogCategory(id).DELETE, { deleted: true });
});
