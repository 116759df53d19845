import { PUBLIC_PATTERNS, splitLocale } from '@/lib/routing/publicPaths';

/** Pages whose top is light, so the navigation starts dark-teal (spec "Shared public layout"). */
const DARK_NAV_PREFIXES = [
  PUBLIC_PATTERNS.blog,
  PUBLIC_PATTERNS.news,
  PUBLIC_PATTERNS.terms,
  PUBLIC_PATTERNS.privacy,
];

export const SCROLL_THRESHOLD = 50;

/** `pathname` is the visitor's path, in either language. */
export function startsDark(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return DARK_NAV_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isActiveLink(href: string, pathname: string): boolean {
  if (splitLocale(href).path === '/') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
