import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/routing/publicPaths';

/**
 * Goes to the page the visitor is on in `locale` (its query and anchor kept: the category, the
 * job) and remembers the choice for their next visit to `/` (proxy.ts reads the cookie).
 */
export function switchLanguage(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  const { pathname, search, hash } = window.location;
  window.location.assign(inLocale(`${pathname}${search}${hash}`, locale));
}
