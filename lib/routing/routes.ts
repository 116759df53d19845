/**
 * Every URL of the site's pages, in one place (the API's are in lib/api/contract.ts). Components, the
 * sitemap, redirects, JSON-LD and the tests build paths here and nowhere else:
 *
 *   routes.product(3)            → '/productPage/ProductDetailedPage/3'
 *   routes.products('oleoresins') → '/productPage?category=oleoresins'
 *   routes.apply(4)              → '/careers/apply?jobId=4'
 *
 * Public paths are the spec's (React Router's) spellings. English pages have no prefix, Arabic
 * pages the same paths under /ar: `routesFor('ar').product(3)` → '/ar/productPage/ProductDetailedPage/3'.
 */
import type { ProductListKind } from './contentKinds';
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
} as const;

export const ADMIN_PATTERNS = {
  index: '/admin',
  home: '/admin/home',
  products: '/admin/products',
  services: '/admin/services',
  career: '/admin/career',
  enquiry: '/admin/enquiry',
  general: '/admin/general',
  accounts: '/admin/accounts',
  audit: '/admin/audit',
  trash: '/admin/trash',
  blogs: '/admin/blogs',
  speed: '/admin/speed',
  translations: '/admin/translations',
  redirects: '/admin/redirects',
  webhooks: '/admin/webhooks',
} as const;

/** Not a page: the JSON document the site search reads, one per language like the pages. */
const SEARCH_INDEX = '/search-index.json';

export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** The query parameters the public pages read. */
export const QUERY = { category: 'category', jobId: 'jobId', page: 'page' } as const;
/** The query parameters the admin screens keep their state in (lists add ?page=&q=… of their own). */
export const ADMIN_QUERY = {
  tab: 'tab',
  link: 'link',
  lists: 'lists',
  edit: 'edit',
  field: 'field',
} as const;
/** The Career screen's tabs; 'jobs' is the default and is left out of the URL. */
export const CAREER_TABS = ['jobs', 'applications'] as const;
export type CareerTab = (typeof CAREER_TABS)[number];
/** Anchors other pages link to. */
export const ANCHORS = { openings: 'openings', contents: 'contents' } as const;

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The pages of one item each, by their key in PUBLIC_PATTERNS (`:id` is their last segment). */
export const ITEM_PAGES = ['product', 'blogPost', 'newsItem'] as const;
export type ItemPage = (typeof ITEM_PAGES)[number];

/**
 * The `:id` at which each item page pre-renders its 404 answer at build time. No item has it (ids
 * are whole numbers); proxy.ts serves it for every id that does not exist.
 */
export const MISSING_ID = 'none';

type ItemId = number | typeof MISSING_ID;

function fillPattern(pattern: string, id?: ItemId): string {
  return id === undefined ? pattern : pattern.replace(':id', String(id));
}

/** The item page a path (without its language prefix) asks for, with its `:id` as written. */
export function itemPageOf(path: string): { page: ItemPage; id: string } | null {
  for (const page of ITEM_PAGES) {
    const base = PUBLIC_PATTERNS[page].slice(0, -':id'.length);
    const id = path.startsWith(base) ? path.slice(base.length) : '';
    if (id && !id.includes('/')) return { page, id };
  }
  return null;
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
    /** The site search's index of this language (features/search/searchIndex.ts), fetched when it opens. */
    searchIndex: () => at(SEARCH_INDEX),
  };
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

/** A public page without parameters: copy (content/) names link targets by these keys. */
export type PageKey = Exclude<keyof typeof PUBLIC_PATTERNS, 'product' | 'blogPost' | 'newsItem'>;

/** Copy's links ({ to: 'about', label }) with the paths of one language. */
export function pageLinks(
  paths: ReturnType<typeof routesFor>,
  links: readonly { to: PageKey; label: string }[],
): { href: string; label: string }[] {
  return links.map(({ to, label }) => ({ href: paths[to](), label }));
}

/** An admin screen, or the Career screen's Applications tab: copy names admin links by these keys. */
export type AdminLinkKey = keyof typeof ADMIN_PATTERNS | 'applications';

export const routes = {
  ...routesFor(DEFAULT_LOCALE),
  admin: ADMIN_PATTERNS,
  /** /admin/career, or one of its tabs: /admin/career?tab=applications */
  adminCareer: (tab: CareerTab = 'jobs') =>
    withQuery(ADMIN_PATTERNS.career, { [ADMIN_QUERY.tab]: tab === 'jobs' ? undefined : tab }),
  /** The set-password form an Owner's invitation or reset link opens (the token is the link's). */
  adminSetPassword: (token: string) => withQuery(ADMIN_PATTERNS.index, { [ADMIN_QUERY.link]: token }),
  adminLink: (key: AdminLinkKey) =>
    key === 'applications' ? routes.adminCareer('applications') : ADMIN_PATTERNS[key],
  /** A screen (with its own query) opened on item `id`'s dialog at `field`: /admin/services?edit=3&field=nameAr */
  adminEdit: (screen: string, id: number, field?: string, query: Query = {}) =>
    withQuery(screen, { ...query, [ADMIN_QUERY.edit]: id, [ADMIN_QUERY.field]: field }),
  /** An e-mail to `address` in the reader's mail program, with a subject filled in. */
  mailto: (address: string, subject?: string) => {
    const at = address.lastIndexOf('@');
    // Each part encoded, so an address cannot add headers (?bcc=…) of its own.
    const to = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
    return `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  },
  /** Products → Lists, open on one of the two lists: /admin/products?lists=certifications */
  adminProductLists: (kind: ProductListKind = 'applications') =>
    withQuery(ADMIN_PATTERNS.products, { [ADMIN_QUERY.lists]: kind }),
  /** An admin screen of categories (products, blogs) open on one category and a page of its items. */
  adminCategory: (screen: 'products' | 'blogs', id: number, page = 1) =>
    withQuery(ADMIN_PATTERNS[screen], { [QUERY.category]: id, [QUERY.page]: page > 1 ? page : undefined }),
  /** A public uploaded file. */
  media: (key: string) => `/media/${key}`,
  sitemap: '/sitemap.xml',
} as const;

/** The API's base (spec: the shared client talks to /api); the endpoints are in lib/api/contract.ts. */
export const API_BASE = '/api';

/** The address of an API path ('v1/vitals' → '/api/v1/vitals'), as the browser and the server call it. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

/** Public pages without an id, in navigation order (the sitemap lists these and every item). */
export const STATIC_PUBLIC_PAGES = [
  routes.home(),
  routes.about(),
  routes.products(),
  routes.services(),
  routes.blog(),
  routes.news(),
  routes.careers(),
  routes.contact(),
  routes.quote(),
  routes.terms(),
  routes.privacy(),
];

/** Every page pattern Next serves (public and admin), for the case-insensitive redirects. */
export const PAGE_PATTERNS: readonly string[] = [
  ...Object.values(PUBLIC_PATTERNS),
  ...Object.values(ADMIN_PATTERNS),
];

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
