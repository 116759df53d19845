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
 *
 * The public pages' part lives in ./publicPaths.ts (re-exported here), which the public pages'
 * client code imports directly, so that the admin's paths stay out of their JavaScript.
 */
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { ProductListKind } from './contentKinds';
import { QUERY, withQuery, type Query } from './publicPaths';
import { PUBLIC_PATTERNS, SHARED_PAGES } from './publicPatterns';
import { routesFor } from './publicRoutes';

export * from './publicPaths';
export * from './publicPatterns';
export * from './publicRoutes';
export * from './publicViews';

export const ADMIN_PATTERNS = {
  index: '/admin',
  home: '/admin/home',
  products: '/admin/products',
  services: '/admin/services',
  events: '/admin/events',
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
  'personal-data': '/admin/personal-data',
} as const;

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
/** A public page without parameters: copy (content/) names link targets by these keys. */
export type PageKey = Exclude<
  keyof typeof PUBLIC_PATTERNS,
  'product' | 'blogPost' | 'newsItem' | 'accountDelete'
>;

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

/**
 * Public pages without an id, in navigation order (the sitemap lists these and every item): the
 * pages anyone may share but the application form, reached from a job and with it.
 */
export const STATIC_PUBLIC_PAGES: readonly string[] = SHARED_PAGES.filter((page) => page !== 'apply').map(
  (page) => PUBLIC_PATTERNS[page],
);

/** Every page pattern Next serves (public and admin), for the case-insensitive redirects. */
export const PAGE_PATTERNS: readonly string[] = [
  ...Object.values(PUBLIC_PATTERNS),
  ...Object.values(ADMIN_PATTERNS),
];
