/**
 * Where a visit came from (first touch, cookie-free): read from the address and referrer of the
 * visit's first page, kept in the tab's sessionStorage, and sent with each public form in one header
 * (`VISIT_SOURCE_HEADER`). What a source may hold is declared here once: the page's capture keeps
 * only what passes these patterns, and the server's schema (./sourceSchema.ts) refuses anything else.
 * This module stays free of zod: it is part of every public page's JavaScript.
 */

export const VISIT_SOURCE_HEADER = 'X-Visit-Source';

/** The campaign tags read from the landing address, as `utm_<name>`. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The ad networks' click ids: only whether one was there is kept, never its value. */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
] as const;

/** A campaign tag: letters and digits of any script, spaces and common punctuation, up to 100. */
export const UTM_PATTERN = /^[\p{L}\p{N} ._\-+~/:|()!,&@#]{1,100}$/u;
/** The referring site's host name (and port), lower case. */
export const HOST_PATTERN = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
/** The landing page's path, as the address bar encodes it (no query, no fragment). */
export const PATH_PATTERN = /^\/[\x21-\x7e]{0,299}$/;

export interface VisitSource {
  utm: Partial<Record<UtmField, string>>;
  /** Whether the landing address carried an ad network's click id. */
  clickId: boolean;
  /** The referring site's host; absent when the visit came from nowhere (typed, a bookmark) or from this site. */
  referrer?: string;
  landing: string;
  language: string;
}

/** The source of a visit that lands on `href`, coming from `referrer` (document.referrer), in `language`. */
export function sourceOf(href: string, referrer: string, language: string): VisitSource {
  const url = new URL(href);
  const utm: VisitSource['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = url.searchParams.get(`utm_${field}`)?.trim();
    if (value && UTM_PATTERN.test(value)) utm[field] = value;
  }
  let from: string | undefined;
  try {
    const host = new URL(referrer).host.toLowerCase();
    if (host !== url.host && HOST_PATTERN.test(host)) from = host;
  } catch {
    // No referrer, or not an address: the visit came from nowhere we can name.
  }
  return {
    utm,
    clickId: CLICK_ID_PARAMS.some((name) => url.searchParams.has(name)),
    ...(from ? { referrer: from } : {}),
    landing: PATH_PATTERN.test(url.pathname) ? url.pathname : '/',
    language: language === 'ar' ? 'ar' : 'en',
  };
}

const KEY = 'kl-first-touch';

/** Keeps the source of this tab's visit, unless its first page already did (sessionStorage: the tab's visit alone). */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const source = sourceOf(location.href, document.referrer, document.documentElement.lang);
    sessionStorage.setItem(KEY, encodeURIComponent(JSON.stringify(source)));
  } catch {
    // Storage refused (private mode, a full quota): the visit's forms go without a source.
  }
}

/** The header value a form sends: the visit's source as kept, or nothing. */
export function rememberedSource(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Where a public form's submission was sent from: the client's address and its visit's source. */
export interface SentFrom {
  ip: string | null;
  source: VisitSource | null;
}
