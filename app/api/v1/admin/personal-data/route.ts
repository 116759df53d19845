import { endpoints } from '@/lib/api/contract';
import { findPersonalData } from '@/features/privacy/data';
import { personalDataLookupSchema } from '@/features/privacy/adminValidation';
import { adminRoute } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';

/** {email}: what is held about that person, of the kinds the role may see (HR: applications). */
export const POST = adminRoute(
  'careers',
  { body: json(personalDataLookupSchema) },
  async ({ body, session }) =>
    ok(endpoints.personalData.POST, await findPersonalData(body.email, session.user.role)),
);
