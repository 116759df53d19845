/**
 * Where a visit came from (first touch, cookie-free): noted by the visit's first page
 * (./firstTouch.ts), kept in the tab's sessionStorage, and sent with each public form in one header
 * (`VISIT_SOURCE_HEADER`), cleaned here first. What a source may hold is declared here once: a form
 * sends only what passes these patterns, and the server's schema (./sourceSchema.ts) refuses anything
 * else. This module stays free of zod: it is part of the forms' JavaScript.
 */
import { FIRST_TOUCH_KEY, UTM_FIELDS, type VisitSource } from './firstTouch';

export { PATH_MAX_LENGTH, UTM_FIELDS, type UtmField, type VisitSource } from './firstTouch';

export const VISIT_SOURCE_HEADER = 'X-Visit-Source';

/** A campaign tag: letters and digits of any script, spaces and common punctuation, up to 100. */
export const UTM_PATTERN = /^[\p{L}\p{N} ._\-+~/:|()!,&@#]{1,100}$/u;
/** The referring site's host name (and port), lower case. */
export const HOST_PATTERN = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
/** The landing page's path, as the address bar encodes it (no query, no fragment): printable ASCII. */
export const PATH_PATTERN = /^\/[\x21-\x7e]*$/;

/** The first page's note as a form sends it: the tags and referring host that pass their patterns. */
export function cleanSource(note: VisitSource): VisitSource {
  const utm: VisitSource['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = note.utm[field]?.trim();
    if (value && UTM_PATTERN.test(value)) utm[field] = value;
  }
  const { referrer, ...rest } = note;
  return { ...rest, utm, ...(referrer && HOST_PATTERN.test(referrer) ? { referrer } : {}) };
}

/** The header value a form sends: the visit's source, cleaned, or nothing. */
export function rememberedSource(): string | null {
  try {
    const note = sessionStorage.getItem(FIRST_TOUCH_KEY);
    return note && encodeURIComponent(JSON.stringify(cleanSource(JSON.parse(note) as VisitSource)));
  } catch {
    // Storage refused, or a note this site did not write: the form goes without a source.
    return null;
  }
}

/** Where a public form's submission was sent from: the client's address and its visit's source. */
export interface SentFrom {
  ip: string | null;
  source: VisitSource | null;
}
