/**
 * Tests only (PLANT_RENDER_ERROR=1, e2e/error-page.spec.ts): /render-error/layout, in either
 * language, is served by the site's layout failing as it renders (app/[locale]/layout.tsx), so
 * the last-resort error page (app/global-error.tsx) can be seen. Without the setting, nothing.
 */
import { splitLocale } from '@/lib/routing/publicPaths';

/** The layout's `locale` that makes it fail, never a language of the site. */
export const PLANTED_LAYOUT_LOCALE = 'planted-layout-error';

/** Where the proxy serves /render-error/layout from (a rewrite: the address bar keeps its path), or null. */
export function plantedLayoutErrorPath(pathname: string): string | null {
  if (process.env.PLANT_RENDER_ERROR !== '1') return null;
  return splitLocale(pathname).path === '/render-error/layout'
    ? `/${PLANTED_LAYOUT_LOCALE}/render-error`
    : null;
}
