import type { MetadataRoute } from 'next';
import { listBlogCategoriesWithPosts } from '@/lib/data/blog';
import { listPublishedNews } from '@/lib/data/news';
import { listCategoriesWithProducts } from '@/lib/data/products';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { routes, STATIC_PUBLIC_PAGES } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';

// Rebuilt hourly in the background, so items staff add appear without a deploy.
export const revalidate = 3600;

/** Every public page, including each published product, blog post and news item. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Only ids and dates are used: the English reading is the one the English pages already cached.
  const [categories, blog, news] = await Promise.all([
    listCategoriesWithProducts(DEFAULT_LOCALE),
    listBlogCategoriesWithPosts(DEFAULT_LOCALE),
    listPublishedNews(DEFAULT_LOCALE),
  ]);
  return [
    ...STATIC_PUBLIC_PAGES.map((path) => ({ url: absoluteUrl(path) })),
    ...categories
      .flatMap((c) => c.products)
      .map((p) => ({ url: absoluteUrl(routes.product(p.id)), lastModified: p.updatedAt })),
    ...blog
      .flatMap((c) => c.posts)
      .map((p) => ({ url: absoluteUrl(routes.blogPost(p.id)), lastModified: p.updatedAt })),
    ...news.map((n) => ({ url: absoluteUrl(routes.newsItem(n.id)), lastModified: n.updatedAt })),
  ];
}
