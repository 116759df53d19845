import { endpoints } from '@/lib/api/contract';
import { setEnquiryRead } from '@/features/enquiries/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { readSchema } from '@/features/enquiries/adminValidation';

/** PUT {read}: marks the enquiry read or unread again. */
export const PUT = adminRoute('enquiries', async ({ request, params }) => {
  const id = idParam(params);
  const { read } = await jsonInput(request, readSchema);
  return ok(endpoints.enquiryRead(id).PUT, found(await setEnquiryRead(id, read)));
});
