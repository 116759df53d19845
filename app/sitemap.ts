import type { MetadataRoute } from 'next';
import { listBlogCategoriesWithPosts } from '@/lib/data/blog';
import { listPublishedNews } from '@/lib/data/news';
import { listCategoriesWithProducts } from '@/lib/data/products';
import { absoluteUrl } from '@/lib/seo/site';

const STATIC_PATHS = [
  '/',
  '/about',
  '/productPage',
  '/services',
  '/blogPage',
  '/newsdetails',
  '/careers',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
];

// Rebuilt hourly in the background, so items staff add appear without a deploy.
export const revalidate = 3600;

/** Every public page, including each published product, blog post and news item. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, blog, news] = await Promise.all([
    listCategoriesWithProducts(),
    listBlogCategoriesWithPosts(),
    listPublishedNews(),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ url: absoluteUrl(path) })),
    ...categories
      .flatMap((c) => c.products)
      .map((p) => ({
        url: absoluteUrl(`/productPage/ProductDetailedPage/${p.id}`),
        lastModified: p.updatedAt,
      })),
    ...blog
      .flatMap((c) => c.posts)
      .map((p) => ({ url: absoluteUrl(`/blogPage/blogdetails/${p.id}`), lastModified: p.updatedAt })),
    ...news.map((n) => ({ url: absoluteUrl(`/newsdetails/${n.id}`), lastModified: n.updatedAt })),
  ];
}
