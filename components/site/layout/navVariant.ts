import { splitLocale } from '@/lib/routing/publicPaths';

export const SCROLL_THRESHOLD = 50;

/** `pathname` is the visitor's path, in either language; `prefixes`: ./darkNavPages.ts. */
export function startsDark(pathname: string, prefixes: readonly string[]): boolean {
  const { path } = splitLocale(pathname);
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isActiveLink(href: string, pathname: string): boolean {
  if (splitLocale(href).path === '/') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
