/**
 * The link mailed to a buyer who asked for a document (signed by lib/security/signedLinks.ts).
 * Not server-only: the end-to-end tests make links the same way.
 */
import { endpoints } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/locales';
import { apiUrl } from '@/lib/routing/routes';
import { signDocumentLink } from '@/lib/security/signedLinks';
import { toQueryString } from '@/lib/validation/lists';

/**
 * The link mailed to a buyer (a path on the site: lib/seo/site.ts absoluteUrl makes it whole), and
 * the day it stops working (YYYY-MM-DD, UTC). `locale` is the buyer's language, that of the page
 * the link answers with when it can no longer give the file. Given at `now`: by default the
 * database's time (signDocumentLink's), which every server checks the link against. `request`:
 * the document request (enquiry id) it is mailed for, to which its downloads are attributed.
 */
export function documentLinkPath(documentId: number, locale: Locale, now?: Date, request?: number) {
  const signed = signDocumentLink(documentId, now, 'document', request);
  return {
    path: `${apiUrl(endpoints.document(documentId).path)}${toQueryString({ ...signed, lang: locale })}`,
    until: new Date(Number(signed.expires) * 1000).toISOString().slice(0, 10),
  };
}
