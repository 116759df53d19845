import { adminBlogsText } from '@/content/adminBlogs';
import { endpoints } from '@/lib/api/contract';
import { deleteBlogCategory, readBlogCategory, updateBlogCategory } from '@/lib/data/blog';
import { CategoryNotEmpty } from '@/lib/data/ordering';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { fail, ok } from '@/lib/http/responses';
import { blogCategoryUpdateSchema } from '@/lib/validation/content';

export const GET = adminRoute(async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.blogCategoryRead(id), found(await readBlogCategory(id)));
});

export const PATCH = adminRoute(async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogCategoryUpdateSchema, formLimit(1));
  return ok(endpoints.blogCategory(id), found(await updateBlogCategory(id, input)));
});

/** A category that still holds posts is refused (409): staff delete its posts first. */
export const DELETE = adminRoute(async ({ params }) => {
  const id = idParam(params);
  try {
    found(await deleteBlogCategory(id));
  } catch (error) {
    if (!(error instanceof CategoryNotEmpty)) throw error;
    return fail(409, 'category_not_empty', adminBlogsText.categoryNotEmpty(error.items));
  }
  return ok(endpoints.blogCategoryDelete(id), { deleted: true });
});
