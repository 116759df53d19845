import 'server-only';
import { env } from '../env';

/** The public address of the site (SITE_URL), without a trailing slash. */
export function siteOrigin(): string {
  return env().SITE_URL.replace(/\/+$/, '');
}

/** An absolute URL for a site path such as `/productPage`. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
