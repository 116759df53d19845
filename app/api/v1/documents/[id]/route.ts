import { textFor } from '@/content/text';
import { documentFileName, findDocument, readDocumentBytes } from '@/features/documents/data';
import { attachment } from '@/lib/http/download';
import { route } from '@/lib/http/handler';
import { messagePage } from '@/lib/http/messagePage';
import { requestLocale } from '@/lib/http/request';
import { isLocale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';
import { checkDocumentLink } from '@/lib/security/signedLinks';
import { parseId } from '@/lib/validation/ids';

/**
 * A product's document as a PDF download, while its product is published: a public one for anyone
 * (`?lang=` names the page it was listed on), one sent on request only for the signed link mailed
 * to a buyer (`?expires=&signature=&lang=`, lib/security/signedLinks.ts), never kept by a shared
 * cache. Otherwise a short page in the buyer's language says why not and where to go: the link
 * has expired (410), was changed (403), the document is sent on request (403), or it is gone (404).
 */
export const GET = route(async (request, params) => {
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang');
  const locale = isLocale(lang) ? lang : requestLocale(request);
  const text = textFor(locale).productDocumentsText.linkPage;
  const paths = routesFor(locale);

  const id = parseId(params.id);
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

  const signed = query.has('signature') || query.has('expires');
  const verdict = signed
    ? checkDocumentLink(id ?? 0, { expires: query.get('expires'), signature: query.get('signature') })
    : null;
  if (verdict === 'forged') return refuse(403, text.forged);
  if (!found || !product) return refuse(404, text.notFound);
  if (verdict === 'expired') return refuse(410, text.expired);
  if (verdict !== 'valid' && found.document.access !== 'public') return refuse(403, text.onRequest);

  const bytes = await readDocumentBytes(found.file);
  if (!bytes) return refuse(404, text.notFound);
  const response = attachment(bytes, {
    filename: documentFileName(found.document, product.name),
    contentType: found.file.mimeType,
  });
  // A signed link is the buyer's own: no cache keeps it. A public document may change at this
  // address (staff replace the file): browsers ask again each time.
  response.headers.set('Cache-Control', verdict === 'valid' ? 'private, no-store' : 'public, no-cache');
  return response;
});
