import { exportPersonalData } from '@/features/privacy/data';
import { personalDataLookupSchema } from '@/features/privacy/adminValidation';
import { contentDisposition } from '@/lib/http/download';
import { adminRoute } from '@/lib/http/handler';
import { json } from '@/lib/http/input';

/** {email}: the same as one ZIP, streamed as it is written (itself an event of the audit trail). */
export const POST = adminRoute(
  'careers',
  { body: json(personalDataLookupSchema) },
  async ({ body, session }) => {
    const { filename, stream } = await exportPersonalData(body.email, session.user.role);
    return new Response(stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition(filename),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
