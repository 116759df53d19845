import { endpoints } from '@/lib/api/contract';
import { createBlogPost, listPostsOf, readBlogCategory } from '@/features/blog/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogPostCreateSchema } from '@/features/blog/adminValidation';
import { listQuerySchema } from '@/lib/validation/lists';

/** One page of the category's posts, newest first (?page=&pageSize=). */
export const GET = adminRoute(
  'content',
  { params: { id: idSegment }, query: listQuerySchema },
  async ({ params: { id }, query }) => {
    found(await readBlogCategory(id));
    return ok(endpoints.blogCategoryPosts(id).GET, await listPostsOf(id, query));
  },
);

export const POST = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(blogPostCreateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.blogCategoryPosts(id).POST, found(await createBlogPost(id, input)), 201);
  },
);
