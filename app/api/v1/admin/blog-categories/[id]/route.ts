import { endpoints } from '@/lib/api/contract';
import { deleteBlogCategory, readBlogCategory, updateBlogCategory } from '@/features/blog/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogCategoryUpdateSchema } from '@/features/blog/adminValidation';

export const GET = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.blogCategory(id).GET, found(await readBlogCategory(id)));
});

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogCategoryUpdateSchema, formLimit(1));
  return ok(endpoints.blogCategory(id).PATCH, found(await updateBlogCategory(id, input)));
});

/** A category that still holds posts is refused (409): staff delete its posts first. */
export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteBlogCategory(id));
  return ok(endpoints.blogCategory(id).DELETE, { deleted: true });
});
