import { adminNav } from '@/content/admin';

/** The sidebar item a path belongs to: /admin is the home (dashboard), sub-paths their section. */
export function currentNavHref(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return '/admin/home';
  return adminNav.find((item) => path === item.href || path.startsWith(`${item.href}/`))?.href;
}
