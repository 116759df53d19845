import { kindsFor } from '@/features/privacy/data';
import { mailExportLink } from '@/features/privacy/exportLinks';
import { personalDataLookupSchema } from '@/features/privacy/adminValidation';
import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { adminRoute } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';

/** {email}: mails them a 7-day link to the ZIP Export gives (the kinds the role may see). */
export const POST = adminRoute(
  'careers',
  { body: json(personalDataLookupSchema) },
  async ({ body, session }) =>
    ok(
      endpoints.personalDataExportLink.POST,
      await mailExportLink(getDb(), body.email, kindsFor(session.user.role)),
    ),
);
