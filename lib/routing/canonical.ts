/**
 * Next routes are case-sensitive but the old site's router was not, so links like
 * /BlogPage/blogdetails/3 must keep working: any other casing of a known path gets a permanent
 * (308) redirect to the canonical spelling from the routes module.
 */
import { PAGE_PATTERNS } from './routes';

const CANONICAL_PATTERNS = PAGE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean));

/**
 * The canonical spelling of `pathname` when it differs only by letter case (and, for the
 * static parts, by a trailing slash); otherwise null (already canonical, or not a known path).
 */
export function canonicalPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const pattern of CANONICAL_PATTERNS) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, i) => part === ':id' || part.toLowerCase() === segments[i].toLowerCase(),
    );
    if (!matches) continue;
    const canonical = '/' + pattern.map((part, i) => (part === ':id' ? segments[i] : part)).join('/');
    return canonical === pathname ? null : canonical;
  }
  return null;
}
