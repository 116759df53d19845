import 'server-only';
/**
 * What proxy.ts asks of the redirects, and no more (the proxy runs before every page: this keeps
 * what it loads small): which paths are the site's own pages, and the redirect of one that is not.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { redirects } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, PUBLIC_PATTERNS, routes, routesFor, splitLocale } from '@/lib/routing/routes';
import { PATH_MAX } from './adminValidation';

type Row = typeof redirects.$inferSelect;
export type RedirectStatus = 301 | 302 | 307 | 308;

/** The paths of the site's pages that have no id (static pages, the search index). */
const STATIC_PATHS = new Set<string>([
  ...Object.values(PUBLIC_PATTERNS).filter((p) => !p.includes(':id')),
  routes.searchIndex(),
]);
/** Paths the proxy never redirects: the admin, the API, Next's and the uploaded files. */
const RESERVED = /^\/(admin|api|_next|media|artwork|og|icons)(\/|$)/;

/**
 * Whether `path` (without language prefix) is one of the site's static pages (the finder's filter
 * pages included) or reserved: proxy.ts looks up no redirect for these.
 */
export function isStaticPath(path: string): boolean {
  return (
    STATIC_PATHS.has(path) || RESERVED.test(path) || path.startsWith(`${PUBLIC_PATTERNS.products}/filter/`)
  );
}

/** Where a redirect sends a visitor of `locale`. */
export function locationOf(row: Pick<Row, 'target' | 'targetKind' | 'targetId'>, locale: Locale): string {
  if (row.targetKind && row.targetId !== null) return routesFor(locale)[row.targetKind](row.targetId);
  const target = row.target ?? '/';
  return /^https?:\/\//.test(target) ? target : inLocale(target, locale);
}

/**
 * The redirect of a public path (with its language prefix, as asked), or null. proxy.ts asks only
 * for paths that are not pages of the site, which would otherwise answer 404: it reads the database
 * each time (one look-up by the unique source), so a redirect made on one server is answered by
 * every server at once, with nothing kept in a process to go stale.
 */
export async function redirectFor(
  pathname: string,
): Promise<{ location: string; status: RedirectStatus } | null> {
  const { locale, path } = splitLocale(pathname);
  const source = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (source.length > PATH_MAX * 3) return null;
  const [row] = await getDb()
    .select({
      target: redirects.target,
      targetKind: redirects.targetKind,
      targetId: redirects.targetId,
      status: redirects.status,
    })
    .from(redirects)
    .where(eq(redirects.source, source))
    .limit(1);
  if (!row) return null;
  const location = locationOf(row, locale);
  // One stored before loops were refused (an item's page to that item): the visitor would come
  // straight back, so the path answers as if it had no redirect.
  if (splitLocale(location.split(/[?#]/)[0]).path === source) return null;
  return { location, status: row.status as RedirectStatus };
}
