import { endpoints } from '@/lib/api/contract';
import { createBlogCategory, listBlogCategories } from '@/features/blog/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { blogCategoryCreateSchema } from '@/features/blog/adminValidation';

export const GET = adminRoute('content', {}, async () =>
  ok(endpoints.blogCategories.GET, await listBlogCategories()),
);

export const POST = adminRoute(
  'content',
  { body: form(blogCategoryCreateSchema, formLimit(1)) },
  async ({ body: input }) => {
    return ok(endpoints.blogCategories.POST, await createBlogCategory(input), 201);
  },
);
