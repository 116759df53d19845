import { QUERY, routes } from '@/lib/routing/routes';
import { toQueryString } from '@/lib/validation/lists';

/** Every query of the Blogs screen lives under this key: invalidating it refreshes them all. */
export const blogKeys = {
  all: ['admin', 'blog-categories'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  category: (id: number) => [...blogKeys.all, id] as const,
  posts: (id: number) => [...blogKeys.category(id), 'posts'] as const,
  postsPage: (id: number, page: number) => [...blogKeys.posts(id), page] as const,
};

/** Posts per page of a category's detail. */
export const POSTS_PAGE_SIZE = 10;

/** A category's detail on the same (static) page: /admin/blogs?category=3&page=2. */
export function categoryHref(id: number, page = 1): string {
  return `${routes.admin.blogs}${toQueryString({ [QUERY.category]: id, page }, { page: 1 })}`;
}
