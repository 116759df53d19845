/**
 * The cache tags the public readers are kept under (./cache.ts): a module of its own, so the kinds'
 * collections (lib/data/collections.ts) name the tags of their pages without importing the cache.
 */
export const tags = {
  settings: 'settings',
  /** Categories and the products listed in them. */
  products: 'products',
  product: (id: number) => `product:${id}`,
  productCategory: (id: number) => `product-category:${id}`,
  /** The applications and certifications products are tagged with (features/products/lists.ts). */
  productLists: 'product-lists',
  blog: 'blog',
  blogPost: (id: number) => `blog-post:${id}`,
  blogCategory: (id: number) => `blog-category:${id}`,
  news: 'news',
  newsItem: (id: number) => `news:${id}`,
  services: 'services',
  jobs: 'jobs',
  /** The Events page and the home page's strip of the next one. */
  events: 'events',
} as const;
