/** The answer to a request that met the database away (lib/db/unavailable.ts decides): 503, in the page's language. */
import type { Locale } from '../i18n/locales';

/**
 * What a request that met the database away (stopped, restarting) is told, in the language of the
 * page that sent it: nothing was stored, and the form keeps what was typed for another try.
 */
export const unavailableText: Record<Locale, string> = {
  en: 'The site is being updated and nothing was sent. Please try again in a minute.',
  ar: 'يجري تحديث الموقع ولم يُرسَل شيء. يُرجى المحاولة مرة أخرى بعد دقيقة.',
};
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;
