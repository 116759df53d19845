import { textFor } from '@/content/text';
import { findCertificate } from '@/features/products/lists';
import { readStoredFile } from '@/lib/data/files';
import { attachment } from '@/lib/http/download';
import { route } from '@/lib/http/handler';
import { messagePage } from '@/lib/http/messagePage';
import { routesFor } from '@/lib/routing/routes';
import { idOrNullSegment } from '@/lib/http/input';

/**
 * A certification's certificate as a PDF download (the product pages link a certification's name
 * to it); a page in the visitor's language when the certification has none (any more).
 */
export const GET = route({ params: { id: idOrNullSegment } }, async ({ locale, params: { id } }) => {
  const found = id === null ? null : await findCertificate(id);
  const bytes = found && (await readStoredFile(found.file));
  if (!found || !bytes) {
    const text = textFor(locale).productDocumentsText.linkPage;
    return messagePage(
      locale,
      404,
      { siteName: text.siteName, ...text.notFound },
      { href: routesFor(locale).home(), label: text.home },
    );
  }
  const response = attachment(bytes, {
    filename: `Kinglife LLC - ${found.name} certificate.pdf`,
    contentType: found.file.mimeType,
  });
  response.headers.set('Cache-Control', 'public, no-cache');
  return response;
});
