import { submissionTextIn } from '@/content/text';
import { endpoints } from '@/lib/api/contract';
import { findLot } from '@/features/documents/data';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { refusePublicForm } from '@/lib/http/publicForm';
import { ok } from '@/lib/http/responses';
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
export const POST = route(
  {
    body: json((locale) => lotLookupSchemaWith(formMessagesFor(locale).lotLookup), LOOKUP_MAX_BYTES),
    guard: (request) => refusePublicForm(getDb(), request, 'lot', submissionTextIn),
    text: submissionTextIn,
  },
  async ({ locale, body: { lot, productId } }) => {
    const matches = await findLot(lot, productId, locale);
    const answer = ok(endpoints.documentLots.POST, { lot: lot.toUpperCase(), matches });
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  },
);
