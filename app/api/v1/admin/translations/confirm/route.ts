import { endpoints } from '@/lib/api/contract';
import { confirmTranslation } from '@/features/translations/data';
import { confirmTranslationSchema } from '@/features/translations/adminValidation';
import { adminRoute, found, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/**
 * "Arabic still right": an item's outdated Arabic marked up to date. Every role may call it for
 * the kinds it translates; an item of another kind is not found (as the list does not show it).
 */
export const POST = adminRoute(null, async ({ request, session }) => {
  const input = await jsonInput(request, confirmTranslationSchema);
  return ok(endpoints.translationsConfirm.POST, found(await confirmTranslation(session.user.role, input)));
});
