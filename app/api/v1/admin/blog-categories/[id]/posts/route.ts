import { endpoints } from '@/lib/api/contract';
import { createBlogPost, listPostsOf, readBlogCategory } from '@/features/blog/data';
import { adminRoute, formInput, formLimit, found, idParam, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostCreateSchema } from '@/features/blog/adminValidation';
import { listQuerySchema } from '@/lib/validation/lists';

/** One page of the category's posts, newest first (?page=&pageSize=). */
export const GET = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  found(await readBlogCategory(id));
  return ok(endpoints.blogCategoryPosts(id).GET, await listPostsOf(id, queryInput(request, listQuerySchema)));
});

export const POST = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogPostCreateSchema, formLimit(1));
  return ok(endpoints.blogCategoryPosts(id).POST, found(await createBlogPost(id, input)), 201);
});
