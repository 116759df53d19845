/**
 * Next routes are case-sensitive but the old site's router was not, so links like
 * /BlogPage/blogdetails/3 (or /AR/BlogPage/blogdetails/3) must keep working: any other casing of
 * a known path gets a permanent (308) redirect to the canonical spelling from the routes module.
 */
import { LOCALES } from '../i18n/locales';
import { LOCALE_PREFIX, PAGE_PATTERNS, PUBLIC_PATTERNS } from './routes';

const PUBLIC = new Set<string>(Object.values(PUBLIC_PATTERNS));
const CANONICAL_PATTERNS = PAGE_PATTERNS.map((pattern) => ({
  segments: pattern.split('/').filter(Boolean),
  localized: PUBLIC.has(pattern),
}));
const PREFIXES = LOCALES.map((locale) => LOCALE_PREFIX[locale].slice(1)).filter(Boolean);

/**
 * The canonical spelling of `pathname` when it differs only by letter case (and, for the
 * static parts, by a trailing slash); otherwise null (already canonical, or not a known path).
 */
export function canonicalPath(pathname: string): string | null {
  const all = pathname.split('/').filter(Boolean);
  const prefix = all.length > 0 ? PREFIXES.find((p) => p === all[0].toLowerCase()) : undefined;
  for (const attempt of prefix ? [prefix, undefined] : [undefined]) {
    const segments = attempt ? all.slice(1) : all;
    for (const pattern of CANONICAL_PATTERNS) {
      if (pattern.segments.length !== segments.length || (attempt && !pattern.localized)) continue;
      const matches = pattern.segments.every(
        (part, i) => part === ':id' || part.toLowerCase() === segments[i].toLowerCase(),
      );
      if (!matches) continue;
      const path = pattern.segments.map((part, i) => (part === ':id' ? segments[i] : part));
      const canonical = '/' + (attempt ? [attempt, ...path] : path).join('/');
      return canonical === pathname ? null : canonical;
    }
  }
  return null;
}
