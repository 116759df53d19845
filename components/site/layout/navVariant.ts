import { routes } from '@/lib/routing/routes';

/** Pages whose top is light, so the navigation starts dark-teal (spec "Shared public layout"). */
const DARK_NAV_PREFIXES = [routes.blog(), routes.news(), routes.terms(), routes.privacy()];

export const SCROLL_THRESHOLD = 50;

export function startsDark(pathname: string): boolean {
  return DARK_NAV_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
