/**
 * The paths of the public pages, apart from ./publicPaths.ts so that the header every page carries
 * has no table of them (it is given the few it needs: components/site/layout/darkNavPages.ts).
 */

/** Path patterns of the public pages; `:id` is a whole-number segment. */
export const PUBLIC_PATTERNS = {
  home: '/',
  about: '/about',
  products: '/productPage',
  product: '/productPage/ProductDetailedPage/:id',
  services: '/services',
  events: '/events',
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

type Patterns = typeof PUBLIC_PATTERNS;
/** The pages without an id: their address is their pattern, with at most a query or an anchor. */
export type PlainPage = {
  [K in keyof Patterns]: Patterns[K] extends `${string}:id${string}` ? never : K;
}[keyof Patterns];
export const PLAIN_PAGES = (Object.keys(PUBLIC_PATTERNS) as (keyof Patterns)[]).filter(
  (page): page is PlainPage => !PUBLIC_PATTERNS[page].includes(':id'),
);

/** A buyer's own pages: private, never in the sitemap and without a share picture. */
export const BUYER_PAGES = [
  'account',
  'accountSignIn',
  'accountDelete',
] as const satisfies readonly PlainPage[];
export type SharedPage = Exclude<PlainPage, (typeof BUYER_PAGES)[number]>;
/** The pages anyone may share: every page without an id but a buyer's own. */
export const SHARED_PAGES = PLAIN_PAGES.filter(
  (page): page is SharedPage => !(BUYER_PAGES as readonly string[]).includes(page),
);
