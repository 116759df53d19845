import { adminCareerText } from '@/features/careers/adminText';
import { recordEvent } from '@/lib/audit/record';
import { readResume } from '@/features/careers/applications';
import { getDb } from '@/lib/db/client';
import { attachment } from '@/lib/http/download';
import { idSegment } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { fail } from '@/lib/http/responses';

/** The stored résumé, to staff only, saved as '{First Last}_Resume.{ext}'. */
export const GET = adminRoute('careers', { params: { id: idSegment } }, async ({ params: { id } }) => {
  const resume = await readResume(id);
  if (!resume) return fail(404, 'not_found', adminCareerText.resumeMissing);
  await recordEvent(getDb(), {
    kind: 'resume_download',
    entity: 'applications',
    entityId: id,
    summary: resume.filename,
  });
  return attachment(resume.file, { filename: resume.filename, contentType: resume.contentType });
});
