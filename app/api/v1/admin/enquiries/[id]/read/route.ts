import { endpoints } from '@/lib/api/contract';
import { setEnquiryRead } from '@/features/enquiries/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { readSchema } from '@/features/enquiries/adminValidation';

/** PUT {read}: marks the enquiry read or unread again. */
export const PUT = adminRoute(
  'enquiries',
  { params: { id: idSegment }, body: json(readSchema) },
  async ({ params: { id }, body: { read } }) => {
    return ok(endpoints.enquiryRead(id).PUT, found(await setEnquiryRead(id, read)));
  },
);
