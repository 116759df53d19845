import { adminNav, type AdminScreen } from '@/content/admin';
import { routes } from '@/lib/routing/routes';

/** The sidebar item a path belongs to: /admin is the home (dashboard), sub-paths their section. */
export function currentNavHref(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === routes.admin.index) return routes.admin.home;
  const hrefs = adminNav.map((item) => routes.admin[item.screen]);
  return hrefs.find((href) => path === href || path.startsWith(`${href}/`));
}

/** The admin screen a path shows (/admin is the home). */
export function currentScreen(pathname: string): AdminScreen | undefined {
  const href = currentNavHref(pathname);
  return adminNav.find((item) => routes.admin[item.screen] === href)?.screen;
}
