import { textFor } from '@/content/text';
import { linkTokenSchema } from '@/features/buyers/validation';
import { exportWithLink } from '@/features/privacy/exportLinks';
import { getDb } from '@/lib/db/client';
import { attachment } from '@/lib/http/download';
import { route } from '@/lib/http/handler';
import { messagePage } from '@/lib/http/messagePage';
import { routesFor } from '@/lib/routing/routes';

/**
 * The link staff mailed with a copy of someone's data (?token=…): the ZIP, never kept by a cache;
 * for a link expired, never given or of a person since erased, a page in the visitor's language
 * says how to ask again.
 */
export const GET = route({ query: linkTokenSchema }, async ({ locale, query }) => {
  const copy = await exportWithLink(getDb(), query.token);
  if (!copy) {
    const t = textFor(locale);
    return messagePage(
      locale,
      410,
      { siteName: t.productDocumentsText.linkPage.siteName, ...t.buyerText.exportLink },
      { href: routesFor(locale).contact(), label: t.buyerText.exportLink.contact },
    );
  }
  const response = attachment(copy.zip, { filename: copy.filename, contentType: 'application/zip' });
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
});
