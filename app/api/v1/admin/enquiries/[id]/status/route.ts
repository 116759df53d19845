import { endpoints } from '@/lib/api/contract';
import { NoStatus, setRequestStatus } from '@/features/enquiries/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { fail, ok } from '@/lib/http/responses';
import { requestStatusSchema } from '@/features/enquiries/kinds';

/** PUT {status, note}: where sales have taken a quote or sample request. */
export const PUT = adminRoute('enquiries', async ({ request, params }) => {
  const id = idParam(params);
  const input = await jsonInput(request, requestStatusSchema);
  try {
    return ok(endpoints.enquiryStatus(id).PUT, found(await setRequestStatus(id, input)));
  } catch (error) {
    if (error instanceof NoStatus) return fail(409, 'no_status', error.message);
    throw error;
  }
});
