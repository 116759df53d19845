/**
 * What the first page of a visit notes of where it came from (./source.ts cleans it when a form is
 * sent): the campaign tags of its address, whether an ad network's click id was there (never its
 * value), the referring site's host, its path and language, kept in sessionStorage for this tab
 * alone. Every public page carries this module (components/ui/FirstTouch.tsx): it holds no more.
 */

export const FIRST_TOUCH_KEY = 'kl-first-touch';

/** The campaign tags read from the landing address, as `utm_<name>`. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The ad networks' click ids: only whether one was there is kept, never its value. */
const CLICK_ID_PARAM = /[?&](gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid)=/;

/** The longest landing path kept (the URL parser has percent-encoded it to printable ASCII). */
export const PATH_MAX_LENGTH = 300;

export interface VisitSource {
  utm: Partial<Record<UtmField, string>>;
  /** Whether the landing address carried an ad network's click id. */
  clickId: boolean;
  /** The referring site's host; absent when the visit came from nowhere (typed, a bookmark) or from this site. */
  referrer?: string;
  landing: string;
  language: string;
}

/** What a visit that lands on `href`, coming from `referrer` (document.referrer), in `language`, notes. */
export function noteOf(href: string, referrer: string, language: string): VisitSource {
  const { searchParams, search, host, pathname } = new URL(href);
  const utm: VisitSource['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = searchParams.get(`utm_${field}`);
    if (value) utm[field] = value;
  }
  let from = '';
  try {
    from = new URL(referrer).host;
  } catch {
    // No referrer, or not an address: the visit came from nowhere we can name.
  }
  return {
    utm,
    clickId: CLICK_ID_PARAM.test(search),
    ...(from && from !== host ? { referrer: from } : {}),
    landing: pathname.slice(0, PATH_MAX_LENGTH),
    language: language === 'ar' ? 'ar' : 'en',
  };
}

/** Notes where this tab's visit came from, unless its first page already did. */
export function rememberFirstTouch(): void {
  try {
    if (!sessionStorage.getItem(FIRST_TOUCH_KEY))
      sessionStorage.setItem(
        FIRST_TOUCH_KEY,
        JSON.stringify(noteOf(location.href, document.referrer, document.documentElement.lang)),
      );
  } catch {
    // Storage refused (private mode, a full quota): the visit's forms go without a source.
  }
}
