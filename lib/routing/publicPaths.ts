/**
 * The language prefix of the public pages' paths, without the admin's (lib/routing/routes.ts):
 * what every page's own scripts need (the navigation, the language menu, the API's address). The
 * paths themselves are ./publicPatterns.ts, their builder ./publicRoutes.ts and the page a path
 * shows ./publicViews.ts, apart so that a page that needs none (the header on every page) does not
 * carry them. routes.ts re-exports them all; code that runs in the browser on public pages imports
 * from them.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** The query parameters the public pages read. */
export const QUERY = { category: 'category', jobId: 'jobId', page: 'page' } as const;
/** Anchors other pages link to. */
export const ANCHORS = { openings: 'openings', contents: 'contents' } as const;

export type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The language of a public path and the path without its language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The path a visitor sees for `pathname`: English pages are rendered at /en/… behind proxy.ts's
 * rewrite, so usePathname() says /en/about while a page is pre-rendered and /about in the browser.
 */
export function publicPath(pathname: string): string {
  const internal = `/${DEFAULT_LOCALE}`;
  if (pathname === internal) return '/';
  return pathname.startsWith(`${internal}/`) ? pathname.slice(internal.length) : pathname;
}

/** The same page (path, query and anchor kept) in `locale`: the language menu's links. */
export function inLocale(href: string, locale: Locale): string {
  const at = href.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  const { path } = splitLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return `${prefix && path === '/' ? prefix : `${prefix}${path}`}${rest}`;
}

/** The API's base (spec: the shared client talks to /api); the endpoints are in lib/api/contract.ts. */
export const API_BASE = '/api';

/** The address of an API path ('v1/vitals' → '/api/v1/vitals'), as the browser and the server call it. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

/** The speed beacon's endpoint (its entry in lib/api/contract.ts), named here so that the beacon's script does not carry the whole contract. */
export const VITALS_PATH = 'v1/vitals';
