import { textFor } from '@/content/text';
import { endpoints } from '@/lib/api/contract';
import { createDocumentRequest, findDocument, productNameIn } from '@/features/documents/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp, requestLocale } from '@/lib/http/request';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { documentLinkMail } from '@/features/mail/document';
import { routesFor } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { documentLinkPath } from '@/features/documents/links';
import { documentLabel } from '@/features/documents/text';
import { parseId } from '@/lib/validation/ids';
import { formMessagesFor } from '@/lib/validation/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/validation/patterns';
import { documentRequestSchemaWith } from '@/features/documents/validation';

/** Far more than the form's largest answer, far less than a flood. */
const REQUEST_MAX_BYTES = 16 * 1024;

/**
 * A buyer asks for a product's document: JSON {name, company, email}. Stored as an enquiry of kind
 * 'document' (staff see who asked), with the mail that carries the signed link (DOCUMENT_LINK_DAYS,
 * naming the enquiry: downloads are attributed to it) in the buyer's language, in one transaction.
 * The current version is the one asked for; an expired certificate is not offered (404).
 */
export const POST = route(async (request, params) => {
  const db = getDb();
  const refused = await refusePublicForm(db, request, 'document', (locale) => textFor(locale).submissionText);
  if (refused) return refused;
  const locale = requestLocale(request);
  const { submissionText, productDocumentsText } = textFor(locale);
  const id = parseId(params.id) ?? 0;

  const body = await readJson(request, REQUEST_MAX_BYTES);
  if (typeof body !== 'object' || body === null) return fail(400, 'bad_request', submissionText.badRequest);
  // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
  if (isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD]))
    return ok(endpoints.documentRequest(id).POST, { received: true }, 201);

  const parsed = documentRequestSchemaWith(formMessagesFor(locale).document).safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);

  const found = await findDocument(id);
  if (!found?.product) return fail(404, 'not_found', submissionText.documentUnavailable);
  const { document, product } = found;
  await createDocumentRequest(document.id, parsed.data, locale, clientIp(request), (enquiry) => {
    const link = documentLinkPath(document.id, locale, undefined, enquiry.id);
    return documentLinkMail(
      {
        name: parsed.data.name,
        email: parsed.data.email,
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
  return ok(endpoints.documentRequest(id).POST, { received: true }, 201);
});
