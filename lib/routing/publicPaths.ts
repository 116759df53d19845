/**
 * The public pages' paths, their builder (routesFor) and the language prefix, without the admin's
 * (lib/routing/routes.ts): what the pages' own scripts need (the navigation, the language menu,
 * the forms, the speed beacon), so the admin's paths are not in every page's JavaScript. routes.ts re-exports all of it; code that runs in the browser on public pages
 * imports it from here.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

/** Path patterns of the public pages; `:id` is a whole-number segment. */
export const PUBLIC_PATTERNS = {
  home: '/',
  about: '/about',
  products: '/productPage',
  product: '/productPage/ProductDetailedPage/:id',
  services: '/services',
  blog: '/blogPage',
  blogPost: '/blogPage/blogdetails/:id',
  news: '/newsdetails',
  newsItem: '/newsdetails/:id',
  careers: '/careers',
  apply: '/careers/apply',
  contact: '/contact',
  quote: '/quote',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  /** A buyer's own page (dynamic, private: never kept by a cache) and its sign-in by mailed link. */
  account: '/account',
  accountSignIn: '/account/sign-in',
  /** The mailed link that confirms erasing a buyer's data opens here (?token=…). */
  accountDelete: '/account/delete',
} as const;

export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** The pages of one item each, by their key in PUBLIC_PATTERNS (`:id` is their last segment). */
export const ITEM_PAGES = ['product', 'blogPost', 'newsItem'] as const;
export type ItemPage = (typeof ITEM_PAGES)[number];

/** The item page a path (without its language prefix) asks for, with its `:id` as written. */
export function itemPageOf(path: string): { page: ItemPage; id: string } | null {
  for (const page of ITEM_PAGES) {
    const base = PUBLIC_PATTERNS[page].slice(0, -':id'.length);
    const id = path.startsWith(base) ? path.slice(base.length) : '';
    if (id && !id.includes('/')) return { page, id };
  }
  return null;
}

/** Not a page: the JSON document the site search reads, one per language like the pages. */
const SEARCH_INDEX = '/search-index.json';

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

/**
 * The `:id` at which each item page pre-renders its 404 answer at build time. No item has it (ids
 * are whole numbers); proxy.ts serves it for every id that does not exist.
 */
export const MISSING_ID = 'none';

export type ItemId = number | typeof MISSING_ID;

function fillPattern(pattern: string, id?: ItemId): string {
  return id === undefined ? pattern : pattern.replace(':id', String(id));
}

export function routesFor(locale: Locale) {
  const prefix = LOCALE_PREFIX[locale];
  const at = (pattern: string, id?: ItemId) => {
    const path = fillPattern(pattern, id);
    return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
  };
  const p = PUBLIC_PATTERNS;
  return {
    home: () => at(p.home),
    about: () => at(p.about),
    products: (category?: string) => withQuery(at(p.products), { [QUERY.category]: category }),
    product: (id: ItemId) => at(p.product, id),
    services: () => at(p.services),
    blog: (category?: string) => withQuery(at(p.blog), { [QUERY.category]: category }),
    blogPost: (id: ItemId) => at(p.blogPost, id),
    news: () => at(p.news),
    newsItem: (id: ItemId) => at(p.newsItem, id),
    careers: (anchor?: keyof typeof ANCHORS) => withQuery(at(p.careers), {}, anchor && ANCHORS[anchor]),
    apply: (jobId?: number) => withQuery(at(p.apply), { [QUERY.jobId]: jobId }),
    contact: () => at(p.contact),
    quote: () => at(p.quote),
    terms: () => at(p.terms),
    privacy: () => at(p.privacy),
    account: () => at(p.account),
    /** With `token`: the page a mailed link opens (its button signs the browser in). */
    accountSignIn: (token?: string) => withQuery(at(p.accountSignIn), { token }),
    /** The page the erasure mail's link opens (its button erases the buyer's data). */
    accountDelete: (token: string) => withQuery(at(p.accountDelete), { token }),
    /** The site search's index of this language (features/search/searchIndex.ts), fetched when it opens. */
    searchIndex: () => at(SEARCH_INDEX),
  };
}

/** The public pages' addresses in one language. */
export type PublicRoutes = ReturnType<typeof routesFor>;

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

/** A public page's key in PUBLIC_PATTERNS: the page a visitor's speed is reported for. */
export type PublicPage = keyof typeof PUBLIC_PATTERNS;
export const PUBLIC_PAGES = Object.keys(PUBLIC_PATTERNS) as PublicPage[];

/** The public page a browser's pathname (with or without its language prefix) shows, or null. */
export function publicPageOf(pathname: string): PublicPage | null {
  return publicViewOf(pathname)?.page ?? null;
}

/**
 * The public page a browser's pathname shows and, on an item's page, the item's id when the path
 * writes one as a plain whole number (what a visitor's speed is reported for); null if none.
 */
export function publicViewOf(pathname: string): { page: PublicPage; item?: number } | null {
  const { path } = splitLocale(pathname.replace(/(.)\/+$/, '$1'));
  const item = itemPageOf(path);
  if (item)
    return /^[1-9]\d{0,8}$/.test(item.id) ? { page: item.page, item: Number(item.id) } : { page: item.page };
  const page = PUBLIC_PAGES.find((key) => PUBLIC_PATTERNS[key] === path);
  return page ? { page } : null;
}
