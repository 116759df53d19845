import * as z from 'zod/mini';
import { textFor } from '@/content/text';
import {
  documentFileName,
  findDocument,
  isRecorded,
  readDocumentBytes,
  recordDownload,
} from '@/features/documents/data';
import { findBuyerSession } from '@/features/buyers/signIn';
import { readBuyerToken } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { attachment } from '@/lib/http/download';
import { route } from '@/lib/http/handler';
import { messagePage } from '@/lib/http/messagePage';
import { idOrNullSegment } from '@/lib/http/input';
import { isLocale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';
import { checkDocumentLink } from '@/lib/security/signedLinks';
import { parseId } from '@/lib/validation/ids';

/**
 * A product's document as a PDF download, while its product is published: a public one for anyone
 * (`?lang=` names the page it was listed on), one sent on request only for the signed link mailed
 * to a buyer (`?expires=&signature=&lang=`, lib/security/signedLinks.ts), never kept by a shared
 * cache. Otherwise a short page in the buyer's language says why not and where to go: the link
 * has expired (410), was changed (403), the document is sent on request (403), or it is gone (404)
 * (an expired certificate too). A link to an older version gives the current one. A download of a
 * document sent on request or of a lot's CoA is recorded: the signed-in buyer's e-mail, and the
 * document request the signed link names; one attributed to neither is only counted, by the day.
 */
/** What the link may carry: the page's language, and a signed link's parts. */
const linkQuery = z.object({
  lang: z.optional(z.string()),
  expires: z.optional(z.string()),
  signature: z.optional(z.string()),
  request: z.optional(z.string()),
});

export const GET = route({ params: { id: idOrNullSegment }, query: linkQuery }, async (context) => {
  const { request, query, params } = context;
  const locale = isLocale(query.lang) ? query.lang : context.locale;
  const text = textFor(locale).productDocumentsText.linkPage;
  const paths = routesFor(locale);

  const { id } = params;
  const found = id === null ? null : await findDocument(id);
  const product = found?.product ?? null;
  const refuse = (status: number, message: { title: string; text: string }) =>
    messagePage(
      locale,
      status,
      { siteName: text.siteName, ...message },
      product
        ? { href: paths.product(product.id), label: text.product }
        : { href: paths.home(), label: text.home },
    );

  const signed = query.signature !== undefined || query.expires !== undefined;
  const verdict = signed
    ? checkDocumentLink(id ?? 0, {
        expires: query.expires ?? null,
        signature: query.signature ?? null,
        request: query.request ?? null,
      })
    : null;
  if (verdict === 'forged') return refuse(403, text.forged);
  if (!found || !product) return refuse(404, text.notFound);
  if (verdict === 'expired') return refuse(410, text.expired);
  if (verdict !== 'valid' && found.document.access !== 'public') return refuse(403, text.onRequest);

  const bytes = await readDocumentBytes(found.file);
  if (!bytes) return refuse(404, text.notFound);
  if (isRecorded(found.document)) {
    const buyer = await findBuyerSession(getDb(), readBuyerToken(request));
    const fromRequest = verdict === 'valid' ? parseId(query.request ?? '') : null;
    await recordDownload(found.document.id, { buyerEmail: buyer?.email ?? null, enquiryId: fromRequest });
  }
  const response = attachment(bytes, {
    filename: documentFileName(found.document, product.name),
    contentType: found.file.mimeType,
  });
  // A signed link is the buyer's own, and a recorded download must reach us: no cache keeps
  // them. A public document may change at this address (staff replace the file): browsers ask
  // again each time.
  const own = verdict === 'valid' || isRecorded(found.document);
  response.headers.set('Cache-Control', own ? 'private, no-store' : 'public, no-cache');
  return response;
});
