import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site';

/** Crawlers may read the public site; the admin area and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
