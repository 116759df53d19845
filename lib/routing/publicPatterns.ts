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
