/**
 * The designed share pictures (1200×630) of the page types without a photo of their own: the
 * page type's banner artwork under the logo, written by scripts/static-images.ts at build time into
 * public/og/. No words on them, so one picture serves both languages.
 */
export const OG_PAGE_TYPES = {
  home: 'hero.svg',
  about: 'banners/about.svg',
  products: 'banners/products.svg',
  services: 'banners/services.svg',
  events: 'banners/events.svg',
  blog: 'banners/blog.svg',
  news: 'banners/news.svg',
  careers: 'banners/careers.svg',
  apply: 'banners/careers.svg',
  contact: 'banners/contact.svg',
  quote: 'banners/products.svg',
  terms: 'banners/legal.svg',
  privacy: 'banners/legal.svg',
} as const;

export type OgPageType = keyof typeof OG_PAGE_TYPES;
export const OG_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(type: OgPageType): string {
  return `/og/${type}.png`;
}

/** The company logo as a raster picture on white, for structured data (search engines ask for one). */
export const LOGO_PATH = '/og/logo.png';
/** Its size in pixels: scripts/static-images.ts renders it at exactly this size, JSON-LD states it. */
export const LOGO_SIZE = { width: 600, height: 160 } as const;

/** Square icons for the web manifest and the home screen (public/icons/<size>.png). */
export const ICON_SIZES = [180, 192, 512] as const;

export function iconPath(size: (typeof ICON_SIZES)[number]): string {
  return `/icons/${size}.png`;
}
