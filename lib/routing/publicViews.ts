/** The public page a browser's path shows (the speed beacon's, the drafts' preview). */
import { splitLocale } from './publicPaths';
import { PUBLIC_PATTERNS } from './publicPatterns';

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
