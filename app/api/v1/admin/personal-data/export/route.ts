import { exportPersonalData, kindsFor } from '@/features/privacy/data';
import { personalDataLookupSchema } from '@/features/privacy/adminValidation';
import { attachment } from '@/lib/http/download';
import { adminRoute } from '@/lib/http/handler';
import { json } from '@/lib/http/input';

/** {email}: the same as one ZIP of the kinds the role may see (itself an event of the audit trail). */
export const POST = adminRoute(
  'careers',
  { body: json(personalDataLookupSchema) },
  async ({ body, session }) => {
    const { filename, zip } = await exportPersonalData(
      { email: body.email, matching: 'mailbox' },
      kindsFor(session.user.role),
    );
    return attachment(zip, { filename, contentType: 'application/zip' });
  },
);
