import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { canonicalPath } from '@/lib/routing/canonical';
import { publicPath, routes, routesFor, splitLocale } from '@/lib/routing/routes';

/**
 * Every public page request:
 * - other casings of known paths get a 308 to the canonical spelling (/BlogPage → /blogPage);
 * - `/` sends a visitor who chose another language in the menu to that language's home (a deep
 *   link is never redirected);
 * - /en/… (the internal spelling of English pages) gets a 308 to the unprefixed path;
 * - English paths are served from app/[locale] with locale 'en' (a rewrite, invisible to the
 *   visitor); Arabic paths (/ar/…) map onto it as they are.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const canonical = canonicalPath(pathname);
  if (canonical) return redirect(request, canonical, 308);

  if (pathname === routes.admin.index || pathname.startsWith(`${routes.admin.index}/`)) {
    return NextResponse.next(); // the admin is in English only
  }

  if (pathname === '/') {
    const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
    if (isLocale(chosen) && chosen !== DEFAULT_LOCALE)
      return redirect(request, routesFor(chosen).home(), 307);
  }

  const shown = publicPath(pathname);
  if (shown !== pathname) return redirect(request, shown, 308);

  if (splitLocale(pathname).locale !== DEFAULT_LOCALE) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

function redirect(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.redirect(url, status);
  // The home page's redirect depends on the visitor's cookie: no shared cache may keep it.
  if (status === 307) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Page paths only: skip the API, Next internals, uploaded media and static files (sitemap.xml,
  // robots.txt, icons, artwork). A page path with a dot (/blogPage/blogdetails/1.5) still comes
  // here, so it gets the same language handling and 404 page as any other.
  matcher: [
    '/((?!api/|_next/|media/|artwork/|og/|.*\\.(?:xml|txt|ico|svg|png|jpe?g|webp|avif|webmanifest|json|js|css|map|woff2?)$).*)',
  ],
};
