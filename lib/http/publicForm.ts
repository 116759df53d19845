/** The checks every public form endpoint makes before reading the body. */
import type { Database } from '../db/connect';
import type { Locale } from '../i18n/locales';
import { hit, type RateLimitRule } from '../security/rateLimit';
import { fill } from '../text/fill';
import { countText, type CountForms } from '../text/plural';
import { clientIp, isSameOrigin, requestLocale } from './request';
import { fail, tooManyRequests } from './responses';

/**
 * Per IP: a person sends a handful of enquiries or applications, a script sends many. A buyer may
 * ask for several documents (the data sheets of a few products) in one visit.
 */
export const PUBLIC_FORM_LIMITS = {
  enquiry: { limit: 5, windowMs: 10 * 60_000 },
  /** Quote and sample requests count together. */
  request: { limit: 5, windowMs: 10 * 60_000 },
  application: { limit: 5, windowMs: 60 * 60_000 },
  document: { limit: 10, windowMs: 10 * 60_000 },
  /** A buyer looks up the lots of a few drums; a script tries lot after lot. */
  lot: { limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** What a refusal says, in the form's language (the site's: content/submissions.ts). */
export interface RefusalText {
  forbiddenOrigin: string;
  /** {wait} is `minutes` for the minutes left. */
  rateLimited: string;
  minutes: CountForms;
}

/**
 * A route's guard (./handler.ts) for a write only the site's own pages send: 403 with `message` (or
 * the message in the request's language) for one from another site, before anything is read.
 */
export function sameOriginOnly(message: string | ((locale: Locale) => string)) {
  return async (request: Request, locale: Locale): Promise<Response | null> =>
    isSameOrigin(request)
      ? null
      : fail(403, 'forbidden_origin', typeof message === 'string' ? message : message(locale));
}

/** A response to send instead of handling the request (foreign origin, too many requests), or null. */
export async function refusePublicForm(
  db: Database,
  request: Request,
  form: keyof typeof PUBLIC_FORM_LIMITS,
  textIn: (locale: Locale) => RefusalText,
): Promise<Response | null> {
  const locale = requestLocale(request);
  const text = textIn(locale);
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', text.forbiddenOrigin);
  const result = await hit(db, `${form}:ip:${clientIp(request)}`, PUBLIC_FORM_LIMITS[form]);
  if (!result.allowed) {
    const wait = countText(locale, Math.ceil(result.retryAfterSeconds / 60), text.minutes);
    return tooManyRequests(result.retryAfterSeconds, fill(text.rateLimited, { wait }));
  }
  return null;
}
