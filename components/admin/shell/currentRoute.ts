import { ADMIN_SCREENS, type AdminScreen } from '@/features/admin/screens';
import { routes } from '@/lib/routing/routes';

/** The sidebar item a path belongs to: /admin is the home (dashboard), sub-paths their section. */
export function currentNavHref(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === routes.admin.index) return routes.admin.home;
  const hrefs = ADMIN_SCREENS.map((item) => routes.admin[item.screen]);
  return hrefs.find((href) => path === href || path.startsWith(`${href}/`));
}

/** The admin screen a path shows (/admin is the home). */
export function currentScreen(pathname: string): AdminScreen | undefined {
  const href = currentNavHref(pathname);
  return ADMIN_SCREENS.find((item) => routes.admin[item.screen] === href)?.screen;
}
