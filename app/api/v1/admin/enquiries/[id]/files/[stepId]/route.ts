import { findStepFile } from '@/features/enquiries/timeline';
import { readStoredFile } from '@/lib/data/files';
import { attachment } from '@/lib/http/download';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';

/** A file staff sent with a reply to request `id`, for staff. */
export const GET = adminRoute(
  'enquiries',
  { params: { id: idSegment, stepId: idSegment } },
  async ({ params }) => {
    const { id } = params;
    const step = found(await findStepFile(params.stepId));
    if (step.enquiryId !== id) found(null);
    const bytes = found(await readStoredFile(step.file));
    return attachment(bytes, { filename: step.file.originalName, contentType: step.file.mimeType });
  },
);
