import { endpoints } from '@/lib/api/contract';
import { NoStatus, answerEnquiry } from '@/features/enquiries/data';
import { documentForm } from '@/features/documents/upload';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { fail, ok } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { answerSchema } from '@/features/enquiries/adminValidation';

/**
 * PUT multipart {status, note, reply, carrier, tracking, file?}: staff answer an enquiry or move a
 * quote or sample request on; a step of its timeline is mailed to the buyer. 409 for a status or a
 * shipment given to a kind that has none.
 */
export const PUT = adminRoute(
  'enquiries',
  { params: { id: idSegment }, body: documentForm(answerSchema) },
  async ({ params: { id }, body: input }) => {
    try {
      const saved = found(await answerEnquiry(id, input));
      await sendSoon();
      return ok(endpoints.enquiryStatus(id).PUT, saved);
    } catch (error) {
      if (error instanceof NoStatus) return fail(409, 'no_status', error.message);
      throw error;
    }
  },
);
