import { SHARED_PAGES, type SharedPage } from '../routing/publicPatterns';

/**
 * The designed share pictures (1200×630) of the pages without a photo of their own: the page's
 * banner artwork (public/artwork/banners/<page>.svg) under the logo, written by
 * scripts/static-images.ts at build time into public/og/. No words on them, so one picture serves
 * both languages. A page added to the routes gets its own at once; these few show another's.
 */
const OTHER_ARTWORK: Partial<Record<SharedPage, string>> = {
  home: 'hero.svg',
  apply: 'banners/careers.svg',
  quote: 'banners/products.svg',
  terms: 'banners/legal.svg',
  privacy: 'banners/legal.svg',
};

export type OgPageType = SharedPage;
export const OG_PAGE_TYPES = Object.fromEntries(
  SHARED_PAGES.map((page) => [page, OTHER_ARTWORK[page] ?? `banners/${page}.svg`]),
) as Record<OgPageType, string>;

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
