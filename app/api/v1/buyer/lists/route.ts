import { textFor } from '@/content/text';
import { listsOf, saveList } from '@/features/buyers/lists';
import { buyerRoute } from '@/features/buyers/session';
import { buyerListSchemaWith } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { readJson } from '@/lib/http/body';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { formMessagesFor } from '@/lib/validation/messages';

const BODY_MAX_BYTES = 4 * 1024;

/** The signed-in buyer's saved lists, newest first. */
export const GET = buyerRoute(async ({ buyer }) => ok(endpoints.buyerLists.GET, await listsOf(buyer.email)));

/** JSON {name, productIds}: keeps a new list. */
export const POST = buyerRoute(async ({ request, buyer, locale }) => {
  const parsed = buyerListSchemaWith(formMessagesFor(locale).buyerSignIn).safeParse(
    await readJson(request, BODY_MAX_BYTES),
  );
  if (!parsed.success) return validationFailed(parsed.error.issues, textFor(locale).submissionText.invalid);
  const saved = await saveList(buyer.email, parsed.data);
  if (!saved) return fail(409, 'too_many_lists', textFor(locale).buyerText.lists.tooMany);
  return ok(endpoints.buyerLists.POST, saved, 201);
});
