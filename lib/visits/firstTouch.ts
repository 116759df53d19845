/**
 * What the first page of a visit notes of where it came from (./source.ts cleans it when a form is
 * sent): the campaign tags of its address, whether an ad network's click id was there (never its
 * value), the referring site's host, its path and language, kept in sessionStorage for this tab
 * alone. Every public page carries it inline (firstTouchScript).
 */
import { inlineScript } from '../html/inlineScript';

export const FIRST_TOUCH_KEY = 'kl-first-touch';

/** The campaign tags read from the landing address, as `utm_<name>`. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

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

/** What the note reads, passed in so that `noteOf` refers to nothing outside itself (see firstTouchScript). */
const RULES = {
  fields: UTM_FIELDS,
  /** The ad networks' click ids: only whether one was there is kept, never its value. */
  clickId: '[?&](gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid)=',
  maxPath: PATH_MAX_LENGTH,
};

/** What a visit that lands on `href`, coming from `referrer` (document.referrer), in `language`, notes. */
export function noteOf(href: string, referrer: string, language: string, rules = RULES): VisitSource {
  const { searchParams, search, host, pathname } = new URL(href);
  const utm: VisitSource['utm'] = {};
  for (const field of rules.fields) {
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
    clickId: new RegExp(rules.clickId).test(search),
    ...(from && from !== host ? { referrer: from } : {}),
    landing: pathname.slice(0, rules.maxPath),
    language: language === 'ar' ? 'ar' : 'en',
  };
}

/** Notes where this tab's visit came from, unless its first page already did. */
function rememberFirstTouch(key: string, note: typeof noteOf, rules: typeof RULES): void {
  try {
    if (!sessionStorage.getItem(key))
      sessionStorage.setItem(
        key,
        JSON.stringify(note(location.href, document.referrer, document.documentElement.lang, rules)),
      );
  } catch {
    // Storage refused (private mode, a full quota): the visit's forms go without a source.
  }
}

/**
 * The inline script each public page carries at the top of its body (components/ui/FirstTouch.tsx):
 * the note is taken as the page is parsed, so a visitor who follows a link before the page's
 * JavaScript has loaded still has it, and no page downloads a module for it. Both functions refer
 * to nothing but their arguments (lib/html/inlineScript.ts).
 */
export function firstTouchScript(): string {
  return inlineScript(rememberFirstTouch, FIRST_TOUCH_KEY, noteOf, RULES);
}
