import { endpoints } from '@/lib/api/contract';
import { listTranslations } from '@/features/translations/data';
import { translationsQuerySchema } from '@/features/translations/adminValidation';
import { TRANSLATION_KINDS } from '@/features/translations/kinds';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Items with missing or outdated Arabic, of the kinds the signed-in role may use (jobs: careers; settings texts: settings). */
export const GET = adminRoute(
  null,
  { query: translationsQuerySchema(TRANSLATION_KINDS) },
  async ({ session, query }) =>
    ok(endpoints.translations.GET, await listTranslations(session.user.role, query)),
);
