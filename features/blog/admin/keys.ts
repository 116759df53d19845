/** Every query of the Blogs screen lives under this key: invalidating it refreshes them all. */
export const blogKeys = {
  all: ['admin', 'blog-categories'] as const,
  list: ['admin', 'blog-categories', 'list'] as const,
  category: (id: number) => ['admin', 'blog-categories', id] as const,
  posts: (id: number) => ['admin', 'blog-categories', id, 'posts'] as const,
};

/** Posts per page of a category's detail. */
export const POSTS_PAGE_SIZE = 10;
