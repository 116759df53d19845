import { findStepFile } from '@/features/enquiries/timeline';
import { readStoredFile } from '@/lib/data/files';
import { attachment } from '@/lib/http/download';
import { adminRoute, found, idParam } from '@/lib/http/handler';

/** A file staff sent with a reply to request `id`, for staff. */
export const GET = adminRoute('enquiries', async ({ params }) => {
  const id = idParam(params);
  const step = found(await findStepFile(idParam(params, 'stepId')));
  if (step.enquiryId !== id) found(null);
  const bytes = found(await readStoredFile(step.file));
  return attachment(bytes, { filename: step.file.originalName, contentType: step.file.mimeType });
});
