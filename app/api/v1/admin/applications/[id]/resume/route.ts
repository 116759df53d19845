import { adminCareerText } from '@/content/adminCareer';
import { readResume } from '@/lib/data/applications';
import { attachment } from '@/lib/http/download';
import { adminRoute, idParam } from '@/lib/http/handler';
import { fail } from '@/lib/http/responses';

/** The stored résumé, to staff only, saved as '{First Last}_Resume.{ext}'. */
export const GET = adminRoute(async ({ params }) => {
  const resume = await readResume(idParam(params));
  if (!resume) return fail(404, 'not_found', adminCareerText.resumeMissing);
  return attachment(resume.file, { filename: resume.filename, contentType: resume.contentType });
});
