// @ts-check
// CommonJS, like the cache handler that uses it: `next build` loads that with Node as it is.
const { createHash } = require('node:crypto');

/** The key every cached response carries: purging it empties the CDN (after a deploy). */
const SITE_KEY = 'site';

/** A year: a page stays at the CDN until a purge names one of its keys. */
const SHARED_MAX_AGE = 31_536_000;

/**
 * The page whose answer depends on a cookie: proxy.ts sends `/` to the home page of the language
 * a visitor chose (the kinglife_locale cookie), and serves this page, the English home, otherwise.
 */
const COOKIE_DEPENDENT_PAGE = '/en';

/**
 * The key of one public path ('/old', '/ar/old'; '/en/old', the internal spelling of English
 * pages, is '/old'): a redirect made, changed or deleted there purges it (features/redirects), so
 * the CDN drops the 404 or the redirect it kept at that address. A digest: paths may hold any
 * character and be long, keys may not.
 * @param {string} path
 * @returns {string}
 */
function pathKey(path) {
  const bare = path.split(/[?#]/)[0];
  const shown = bare === '/en' ? '/' : bare.startsWith('/en/') ? bare.slice(3) : bare;
  return `path:${createHash('sha256').update(shown).digest('base64url').slice(0, 16)}`;
}

/**
 * The CDN headers of the cached page or route at `path`, rendered from `nextTags` (Next's
 * comma-separated `x-next-cache-tags`, whose `_N_T_…` path tags are left out: Next's cache
 * expires nothing by path) and the path's own key (`pathKey`). Without purging, no shared cache may keep a page longer than it takes to ask again.
 * @param {string} path
 * @param {unknown} nextTags
 * @param {boolean} purging
 * @returns {Record<string, string>}
 */
function cdnHeaders(path, nextTags, purging) {
  const tags =
    typeof nextTags === 'string' ? nextTags.split(',').filter((t) => t && !t.startsWith('_N_T_')) : [];
  const keys = [SITE_KEY, pathKey(path), ...new Set(tags)];
  return {
    'surrogate-key': keys.join(' '),
    'cache-tag': keys.join(','),
    'cache-control': purging
      ? `public, max-age=0, s-maxage=${SHARED_MAX_AGE}`
      : 'public, max-age=0, must-revalidate',
    ...(path === COOKIE_DEPENDENT_PAGE ? { vary: 'Cookie' } : {}),
  };
}

module.exports = { SITE_KEY, cdnHeaders, pathKey };
