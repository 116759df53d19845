import { endpoints } from '@/lib/api/contract';
import { createBlogPost, listPostsOf, readBlogCategory } from '@/lib/data/blog';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostCreateSchema } from '@/lib/validation/content';
import { listQuerySchema, queryValues } from '@/lib/validation/lists';

/** One page of the category's posts, newest first (?page=&pageSize=). */
export const GET = adminRoute(async ({ request, params }) => {
  const id = idParam(params);
  found(await readBlogCategory(id));
  const url = new URL(request.url);
  const query = listQuerySchema.parse(queryValues(url.searchParams, Object.keys(listQuerySchema.shape)));
  return ok(endpoints.blogCategoryPostList(id, url.search), await listPostsOf(id, query));
});

export const POST = adminRoute(async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, blogPostCreateSchema, formLimit(1));
  return ok(endpoints.blogCategoryPosts(id), found(await createBlogPost(id, input)), 201);
});
