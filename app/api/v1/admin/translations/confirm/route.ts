import { endpoints } from '@/lib/api/contract';
import { confirmTranslation } from '@/features/translations/data';
import { confirmTranslationSchema } from '@/features/translations/adminValidation';
import { TRANSLATION_KINDS } from '@/features/translations/kinds';
import { json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/**
 * "Arabic still right": an item's outdated Arabic marked up to date. Every role may call it for
 * the kinds it translates; an item of another kind is not found (as the list does not show it).
 */
export const POST = adminRoute(
  null,
  { body: json(confirmTranslationSchema(TRANSLATION_KINDS)) },
  async ({ session, body: input }) => {
    return ok(endpoints.translationsConfirm.POST, found(await confirmTranslation(session.user.role, input)));
  },
);
