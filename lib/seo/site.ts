import 'server-only';

/** The public address of the site (SITE_URL), without a trailing slash. */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** An absolute URL for a site path such as `/productPage`. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
