import { NextResponse, type NextRequest } from 'next/server';
import { PREVIEW_ITEM_COOKIE, staffMayPreview, type Previewed } from '@/lib/auth/preview';
import { sessionCookieName } from '@/lib/auth/cookies';
import { isPublished, plainId } from '@/lib/data/publishedIds';
import { finderSlugs } from '@/features/products/published';
import { productCollection } from '@/features/products/collection';
import { blogPostCollection } from '@/features/blog/collection';
import { newsCollection } from '@/features/news/collection';
import { isStaticPath, redirectFor } from '@/features/redirects/answer';
import { cdnHeaders } from '@/lib/cdn/headers.cjs';
import { filterKey, FILTER_SEGMENT } from '@/lib/routing/finder';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { canonicalPath } from '@/lib/routing/canonical';
import { plantedLayoutErrorPath } from '@/lib/http/plantedErrors';
import {
  itemPageOf,
  MISSING_ID,
  publicPath,
  routes,
  routesFor,
  splitLocale,
  type ItemPage,
} from '@/lib/routing/routes';

/**
 * Every public page request:
 * - other casings of known paths get a 308 to the canonical spelling (/BlogPage → /blogPage);
 * - `/` sends a visitor who chose another language in the menu to that language's home (a deep
 *   link is never redirected);
 * - /en/… (the internal spelling of English pages) gets a 308 to the unprefixed path;
 * - English paths are served from app/[locale] with locale 'en' (a rewrite, invisible to the
 *   visitor); Arabic paths (/ar/…) map onto it as they are;
 * - an id written another way (/blogPage/blogdetails/03) gets a 308 to its plain spelling (…/3),
 *   the one page kept for it;
 * - a path that is no page of the site (an unknown path, or an item id that is not published) and
 *   that staff redirected (the Redirects screen, features/redirects) gets that redirect, in the
 *   visitor's language (/ar/old → the target's Arabic page);
 * - a product, post or news id that does not exist is served its page's one 404 answer,
 *   pre-rendered at build (MISSING_ID): Next would render and keep on disk a 404 per id asked for;
 *   but staff previewing an unpublished product, post or news item reach its page (draft mode: rendered, never kept).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const canonical = canonicalPath(pathname);
  if (canonical) return redirect(request, canonical, 308);

  if (pathname === routes.admin.index || pathname.startsWith(`${routes.admin.index}/`)) {
    return NextResponse.next(); // the admin is in English only
  }

  const planted = plantedLayoutErrorPath(pathname);
  if (planted) return NextResponse.rewrite(routerUrl(request, planted));

  if (pathname === '/') {
    const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
    if (isLocale(chosen) && chosen !== DEFAULT_LOCALE)
      return redirect(request, routesFor(chosen).home(), 307);
  }

  const shown = publicPath(pathname);
  if (shown !== pathname) return redirect(request, shown, 308);

  const { locale, path } = splitLocale(pathname);
  const item = itemPageOf(path);
  const id = item && plainId(item.id);
  if (item && id !== null && String(id) !== item.id)
    return redirect(request, routesFor(locale)[item.page](id), 308);
  const missing = item !== null && !(await exists(item)) && !(await previewOf(request, item.page));
  // The filter pages are the finder's, not addresses of their own: a direct visit gets a 404.
  const internal = path.startsWith(`${routes.products()}/${FILTER_SEGMENT}/`);
  if (missing || (!item && !isStaticPath(path))) {
    const redirected = await staffRedirect(request, pathname);
    if (redirected) return redirected;
  }
  const filtered = path === routes.products() && (await filterPage(request.nextUrl.searchParams));
  const served = missing
    ? routesFor(locale)[item.page](MISSING_ID)
    : internal
      ? routesFor(locale).product(MISSING_ID)
      : filtered
        ? `${routesFor(locale).products()}/${FILTER_SEGMENT}/${filtered}`
        : pathname;
  if (locale !== DEFAULT_LOCALE && served === pathname) return NextResponse.next();
  return NextResponse.rewrite(
    routerUrl(
      request,
      locale === DEFAULT_LOCALE ? `/${DEFAULT_LOCALE}${served === '/' ? '' : served}` : served,
    ),
  );
}

/**
 * The host Next's router resolves this server's requests against: the release's server.js
 * routes as HOSTNAME, `next start` and `next dev` as localhost; the launcher says which
 * (scripts/with-db.ts).
 */
const ROUTER_HOST = process.env.NEXT_ROUTER_HOST || 'localhost';

/**
 * `pathname` (with the request's query) on the origin Next's router resolves this server's
 * requests against. The proxy is handed a URL on localhost, and a loopback HOSTNAME is rewritten
 * to localhost too (NextURL), so a rewrite made from it, once the release runs on
 * HOSTNAME=127.0.0.1, was on another origin: Next took it for another site's address and fetched
 * it over HTTP, through this proxy again (whose /en/… → /… redirect then looped), or over HTTPS
 * behind nginx, which failed (vercel/next.js#94745, #95528). Next's own rewriting of these URLs
 * is off (skipProxyUrlNormalize in next.config.ts), so this origin reaches the router as it is.
 */
function routerUrl(request: NextRequest, pathname: string): URL {
  const url = new URL(request.nextUrl.href);
  url.hostname = ROUTER_HOST.includes(':') ? `[${ROUTER_HOST}]` : ROUTER_HOST;
  url.pathname = pathname;
  return url;
}

/**
 * Staff's redirect of a path that would answer 404, or null. Kept by the CDN like a page, under
 * the path's key (lib/cdn/headers.cjs), which a change to the redirect purges; when the redirects
 * cannot be read, the path answers as if there were none.
 */
async function staffRedirect(request: NextRequest, pathname: string): Promise<NextResponse | null> {
  let found: Awaited<ReturnType<typeof redirectFor>>;
  try {
    found = await redirectFor(pathname);
  } catch (error) {
    console.error('[proxy] could not read the redirects:', error);
    return null;
  }
  if (!found) return null;
  const response = NextResponse.redirect(new URL(found.location, routerUrl(request, pathname)), found.status);
  const headers = cdnHeaders(pathname, '', Boolean(process.env.CDN_PURGE));
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * The filter page that renders a filter link of the products finder for a browser without
 * JavaScript (lib/routing/finder.ts `filterKey`), or null: the static listing serves it.
 */
async function filterPage(params: URLSearchParams): Promise<string | null> {
  try {
    return filterKey(params, await finderSlugs());
  } catch (error) {
    console.error('[proxy] could not read the finder options:', error);
    return null;
  }
}

/** Whether an item page's id exists; when the ids cannot be read, the page itself decides. */
async function exists({ page, id }: { page: ItemPage; id: string }): Promise<boolean> {
  try {
    return await isPublished(page, id);
  } catch (error) {
    console.error('[proxy] could not read the published ids:', error);
    return true;
  }
}

/** The item pages whose preview shows an unpublished item (lib/auth/preview.ts). */
const PREVIEWED: Record<ItemPage, Previewed> = {
  product: productCollection,
  blogPost: blogPostCollection,
  newsItem: newsCollection,
};

/**
 * Whether the request is a staff preview of an item page, which may show an unpublished item:
 * it carries the preview cookie (set with draft mode) and a session of staff who may change that
 * kind; the page itself then asks Next whether draft mode is on. A cookie alone is not enough
 * (anyone could send one, and have every id rendered and kept on disk).
 */
async function previewOf(request: NextRequest, page: ItemPage): Promise<boolean> {
  const previewed = PREVIEWED[page];
  if (!previewed || !request.cookies.has(PREVIEW_ITEM_COOKIE)) return false;
  try {
    return await staffMayPreview(request.cookies.get(sessionCookieName())?.value, previewed.area);
  } catch (error) {
    console.error('[proxy] could not check a preview session:', error);
    return false;
  }
}

function redirect(request: NextRequest, pathname: string, status: 307 | 308) {
  const response = NextResponse.redirect(routerUrl(request, pathname), status);
  // The home page's redirect depends on the visitor's cookie: no shared cache may keep it.
  if (status === 307) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Every path but real files. app/[locale] takes the first segment of whatever reaches it for a
  // language, so only paths this proxy has seen may reach a page there: a top-level name with a
  // dot (/package.json) comes here like any other and gets the 404 page. Skipped: the API, Next's
  // files, uploaded media and the picture folders (unless what follows is a page's path, as in
  // /og/about, which would be the About page in the language 'og'), and the files at the top
  // (app/icon.svg, robots.ts, sitemap.ts, manifest.ts, public/favicon.ico).
  // lib/routing/__tests__/proxyMatcher.test.ts keeps this in step with the pages and public/.
  matcher: [
    '/((?!(?:api|_next|media|artwork|og|icons)/(?!(?:about|blogPage(?:/blogdetails/[^/]+)?|careers(?:/apply)?|contact|events|newsdetails(?:/[^/]+)?|privacy-policy|productPage(?:/ProductDetailedPage/[^/]+)?|quote|services|terms-and-conditions)$)|(?:favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest)$).*)',
  ],
};
