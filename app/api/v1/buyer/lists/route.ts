import { textFor } from '@/content/text';
import { listsOf, saveList } from '@/features/buyers/lists';
import { buyerRoute } from '@/features/buyers/session';
import { buyerListSchemaWith } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { json } from '@/lib/http/input';
import { fail, ok } from '@/lib/http/responses';
import { formMessagesFor } from '@/lib/validation/messages';

const BODY_MAX_BYTES = 4 * 1024;

/** The signed-in buyer's saved lists, newest first. */
export const GET = buyerRoute({}, async ({ buyer }) =>
  ok(endpoints.buyerLists.GET, await listsOf(buyer.email)),
);

/** JSON {name, productIds}: keeps a new list. */
export const POST = buyerRoute(
  { body: json((locale) => buyerListSchemaWith(formMessagesFor(locale).buyerSignIn), BODY_MAX_BYTES) },
  async ({ body, buyer, locale }) => {
    const saved = await saveList(buyer.email, body);
    if (!saved) return fail(409, 'too_many_lists', textFor(locale).buyerText.lists.tooMany);
    return ok(endpoints.buyerLists.POST, saved, 201);
  },
);
