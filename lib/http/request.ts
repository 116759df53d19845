/** Facts about an incoming request that several handlers need. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/**
 * The client's address, from X-Forwarded-For. `next start` fills that header from the socket
 * only when the request has none (it keeps one the client sent), so the app must run behind a
 * reverse proxy that sets or appends it; the last entry is the one the nearest trusted hop added.
 * Node reports IPv4 clients of a dual-stack socket as '::ffff:127.0.0.1': that is the same client
 * as '127.0.0.1', so it gets the same address (and the same rate-limit key).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return normalizeIp(last || request.headers.get('x-real-ip') || '') || 'unknown';
}

function normalizeIp(raw: string): string {
  const ip = raw.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  return mapped ? mapped[1] : ip;
}

/**
 * State-changing requests must come from our own pages: an Origin (or, failing that, Referer)
 * of another site is refused. Requests without either (curl, server-to-server) are allowed;
 * browsers always send Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return true;
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return false;
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return sourceHost === host;
}

/**
 * The language a public form was sent in: the site's API client names the page's language in
 * Accept-Language, so the answer's messages are in it and the stored submission records it.
 * Anything else (a browser default, curl) counts by its first tag, else English.
 */
export function requestLocale(request: Request): Locale {
  const first = request.headers.get('accept-language')?.split(',')[0]?.trim().split(/[-;]/)[0];
  const code = first?.toLowerCase();
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** Any origin will do: only whether a target stays on it matters. */
const OWN_ORIGIN = 'http://this-site.invalid';

/**
 * The path of this site that `target` (a `?to=` value, already %-decoded) names, or '/' for
 * anything else. The target is parsed as a browser would parse it against this site, so the
 * tricks that read as a path but lead elsewhere (`//evil`, `/\evil`, `/<tab>/evil`, `https:evil`)
 * land on another origin and are refused; control characters and backslashes are refused before
 * parsing (the URL parser drops tabs and newlines, and a header cannot hold them), and so is
 * anything but printable ASCII: the pages' own addresses are %-encoded ASCII, and a character such
 * as '。' is read as a dot in a host name.
 */
export function sameSitePath(target: string | null | undefined): string {
  if (!target || !/^\/[\x21-\x5b\x5d-\x7e]*$/.test(target)) return '/';
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
