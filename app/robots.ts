import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site';
import { API_BASE, routes } from '@/lib/routing/routes';

/** Crawlers may read the public site; the admin area and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: routes.home(), disallow: [routes.admin.index, `${API_BASE}/`] }],
    sitemap: absoluteUrl(routes.sitemap),
  };
}
