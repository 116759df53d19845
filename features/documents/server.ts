/** A product's documents on the server: the admin's upload forms and the link mailed to a buyer. */
import 'server-only';
import type * as z from 'zod/mini';
import { documentMessages } from '@/content/validation';
import { endpoints } from '@/lib/api/contract';
import { FORM_ROOM, formInput } from '@/lib/http/handler';
import type { Locale } from '@/lib/i18n/locales';
import { apiUrl } from '@/lib/routing/routes';
import { signDocumentLink } from '@/lib/security/signedLinks';
import { toQueryString } from '@/lib/validation/lists';
import { DOCUMENT_MAX_BYTES } from '@/lib/validation/productDocuments';

/**
 * A document form's body (a product's document, a certificate): its one PDF of at most
 * DOCUMENT_MAX_BYTES and the text fields. A larger body is refused as the PDF's size, beside the field.
 */
export function documentFormInput<S extends z.ZodMiniType>(request: Request, schema: S) {
  return formInput(request, schema, DOCUMENT_MAX_BYTES + FORM_ROOM, {
    name: 'file',
    message: documentMessages.size,
  });
}

/**
 * The link mailed to a buyer (a path on the site: lib/seo/site.ts absoluteUrl makes it whole), and
 * the day it stops working (YYYY-MM-DD, UTC). `locale` is the buyer's language, that of the page
 * the link answers with when it can no longer give the file.
 */
export function documentLinkPath(documentId: number, locale: Locale, now = new Date()) {
  const signed = signDocumentLink(documentId, now);
  return {
    path: `${apiUrl(endpoints.document(documentId).path)}${toQueryString({ ...signed, lang: locale })}`,
    until: new Date(Number(signed.expires) * 1000).toISOString().slice(0, 10),
  };
}
