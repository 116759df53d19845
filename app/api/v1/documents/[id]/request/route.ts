import { submissionTextIn, textFor } from '@/content/text';
import { endpoints } from '@/lib/api/contract';
import { createDocumentRequest, findDocument, productNameIn } from '@/features/documents/data';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { idOrNullSegment, json } from '@/lib/http/input';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { fail, ok } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { documentLinkMail } from '@/features/mail/document';
import { routesFor } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { documentLinkPath } from '@/features/documents/links';
import { documentLabel } from '@/features/documents/text';
import { formMessagesFor } from '@/lib/validation/messages';
import { documentRequestSchemaWith } from '@/features/documents/validation';

/** Far more than the form's largest answer, far less than a flood. */
const REQUEST_MAX_BYTES = 16 * 1024;

/**
 * A buyer asks for a product's document: JSON {name, company, email}. Stored as an enquiry of kind
 * 'document' (staff see who asked), with the mail that carries the signed link (DOCUMENT_LINK_DAYS,
 * naming the enquiry: downloads are attributed to it) in the buyer's language, in one transaction.
 * The current version is the one asked for; an expired certificate is not offered (404).
 */
export const POST = route(
  {
    params: { id: idOrNullSegment },
    body: json((locale) => documentRequestSchemaWith(formMessagesFor(locale).document), REQUEST_MAX_BYTES),
    guard: (request) => refusePublicForm(getDb(), request, 'document', submissionTextIn),
    text: submissionTextIn,
    visitSource: true,
    // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
    honeypot: () => ok(endpoints.documentRequest(0).POST, { received: true }, 201),
  },
  async ({ request, locale, params, body, source }) => {
    const { submissionText, productDocumentsText } = textFor(locale);
    const found = params.id === null ? null : await findDocument(params.id);
    if (!found?.product) return fail(404, 'not_found', submissionText.documentUnavailable);
    const { document, product } = found;
    await createDocumentRequest(document.id, body, locale, { ip: clientIp(request), source }, (enquiry) => {
      const link = documentLinkPath(document.id, locale, undefined, enquiry.id);
      return documentLinkMail(
        {
          name: body.name,
          email: body.email,
          document: documentLabel(productDocumentsText, document),
          product: productNameIn(locale, product),
          url: absoluteUrl(link.path),
          until: link.until,
          productPage: absoluteUrl(routesFor(locale).product(product.id)),
        },
        locale,
      );
    });
    await sendSoon();
    return ok(endpoints.documentRequest(document.id).POST, { received: true }, 201);
  },
);
