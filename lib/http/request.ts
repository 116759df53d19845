/** Facts about an incoming request that several handlers need. */
import { env } from '../env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { inNextServer } from '../runtime';
import { PEER_HEADER, PEER_SCHEME_HEADER } from './requestGuard';
import { isInRanges, trustedRanges, type Range } from './trustedProxies';

let ranges: { setting: string | undefined; parsed: Range[] } = { setting: undefined, parsed: [] };

function isTrusted(address: string): boolean {
  const setting = env().TRUSTED_PROXIES;
  if (ranges.setting !== setting) ranges = { setting, parsed: trustedRanges(setting) };
  return isInRanges(address, ranges.parsed);
}

/**
 * The client's address. The connection's other end (PEER_HEADER, put there by the server's
 * request guard, lib/http/requestGuard.ts) is the client, unless it is a proxy TRUSTED_PROXIES
 * names: then the client is the entry that proxy appended to X-Forwarded-For, and so on leftwards
 * while each is a trusted proxy too (as Express's `trust proxy`). So a client that writes its own
 * X-Forwarded-For gains nothing: without trusted proxies it is never read. Outside the Next server
 * (Jest, scripts) there is no connection: the caller speaks as a trusted proxy would, through
 * X-Forwarded-For. Node reports IPv4 clients of a dual-stack socket as '::ffff:127.0.0.1': that is
 * the same client as '127.0.0.1', so it gets the same address (and the same rate-limit key).
 */
export function clientIp(request: Request): string {
  const peer = request.headers.get(PEER_HEADER);
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalizeIp(entry))
    .filter(Boolean);
  if (peer === null) {
    if (inNextServer) return 'unknown';
    return forwarded.at(-1) || normalizeIp(request.headers.get('x-real-ip') ?? '') || 'unknown';
  }
  let client = normalizeIp(peer) || 'unknown';
  while (forwarded.length > 0 && isTrusted(client)) client = forwarded.pop()!;
  return client;
}

function normalizeIp(raw: string): string {
  const ip = raw.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  return mapped ? mapped[1] : ip;
}

/**
 * The origin this request was made to, as the browser saw it: the scheme and host a trusted proxy
 * names (X-Forwarded-Proto, X-Forwarded-Host), else the scheme this server was reached by and the
 * Host header. (Outside the Next server, the caller speaks as a trusted proxy.)
 */
function ownOrigin(request: Request): string | null {
  const peer = request.headers.get(PEER_HEADER);
  const fromProxy = peer === null || isTrusted(normalizeIp(peer));
  const host = (fromProxy ? request.headers.get('x-forwarded-host') : null) ?? request.headers.get('host');
  const scheme =
    (fromProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0].trim() : null) ??
    request.headers.get(PEER_SCHEME_HEADER) ??
    new URL(request.url).protocol.replace(':', '');
  if (!host || !/^https?$/.test(scheme)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * State-changing requests must come from our own pages: an Origin (or, failing that, Referer) of
 * another origin — another host, or the same host in another scheme — is refused. Requests without
 * either (curl, server-to-server) are allowed; browsers always send Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return true;
  let sourceOrigin: string;
  try {
    sourceOrigin = new URL(source).origin;
  } catch {
    return false;
  }
  return sourceOrigin !== 'null' && sourceOrigin === ownOrigin(request);
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
