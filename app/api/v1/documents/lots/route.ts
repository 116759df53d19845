import { textFor } from '@/content/text';
import { endpoints } from '@/lib/api/contract';
import { findLot } from '@/features/documents/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { refusePublicForm } from '@/lib/http/publicForm';
import { requestLocale } from '@/lib/http/request';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { formMessagesFor } from '@/lib/validation/messages';
import { lotLookupSchemaWith } from '@/features/documents/validation';

/** Far more than a lot number and a product id, far less than a flood. */
const LOOKUP_MAX_BYTES = 2 * 1024;

/**
 * The lot lookup (features/documents/site/LotLookup.tsx): JSON {lot, productId?}, checked by the
 * form's schema in the buyer's language, limited per client address like the public forms. Answers
 * the lot's current, valid certificates of analysis (none: the site has none for that lot); the
 * page makes a public one's download link and offers to ask for one sent on request.
 */
export const POST = route(async (request) => {
  const db = getDb();
  const refused = await refusePublicForm(db, request, 'lot', (locale) => textFor(locale).submissionText);
  if (refused) return refused;
  const locale = requestLocale(request);
  const { submissionText } = textFor(locale);
  const body = await readJson(request, LOOKUP_MAX_BYTES);
  if (typeof body !== 'object' || body === null) return fail(400, 'bad_request', submissionText.badRequest);
  const parsed = lotLookupSchemaWith(formMessagesFor(locale).lotLookup).safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);
  const { lot, productId } = parsed.data;
  const matches = await findLot(lot, productId, locale);
  const answer = ok(endpoints.documentLots.POST, { lot: lot.toUpperCase(), matches });
  answer.headers.set('Cache-Control', 'no-store');
  return answer;
});
