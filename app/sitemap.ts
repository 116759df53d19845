import type { MetadataRoute } from 'next';
import { listBlogCategoriesWithPosts } from '@/features/blog/published';
import { listPublishedNews } from '@/features/news/published';
import { listCategoriesWithProducts } from '@/features/products/published';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { inLocale, routes, STATIC_PUBLIC_PAGES } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';

// Rebuilt hourly in the background, so items staff add appear without a deploy.
export const revalidate = 3600;

/**
 * Every public page in both languages, including each published product, blog post and news
 * item, each naming its other-language version and the x-default (English) one.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Only ids and dates are used: the English reading is the one the English pages already cached.
  const [categories, blog, news] = await Promise.all([
    listCategoriesWithProducts(DEFAULT_LOCALE),
    listBlogCategoriesWithPosts(DEFAULT_LOCALE),
    listPublishedNews(DEFAULT_LOCALE),
  ]);
  const pages: { path: string; lastModified?: string }[] = [
    ...STATIC_PUBLIC_PAGES.map((path) => ({ path })),
    ...categories
      .flatMap((c) => c.products)
      .map((p) => ({ path: routes.product(p.id), lastModified: p.updatedAt })),
    ...blog.flatMap((c) => c.posts).map((p) => ({ path: routes.blogPost(p.id), lastModified: p.updatedAt })),
    ...news.map((n) => ({ path: routes.newsItem(n.id), lastModified: n.updatedAt })),
  ];
  return pages.flatMap(({ path, lastModified }) => {
    const languages = Object.fromEntries([
      ...LOCALES.map((locale) => [locale, absoluteUrl(inLocale(path, locale))]),
      ['x-default', absoluteUrl(path)],
    ]);
    return LOCALES.map((locale) => ({
      url: absoluteUrl(inLocale(path, locale)),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  });
}
