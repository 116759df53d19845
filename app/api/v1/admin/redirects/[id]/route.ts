import { endpoints } from '@/lib/api/contract';
import { deleteRedirect, updateRedirect } from '@/features/redirects/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { redirectSchema } from '@/features/redirects/adminValidation';

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await jsonInput(request, redirectSchema);
  return ok(endpoints.redirect(id).PATCH, found(await updateRedirect(id, input)));
});

export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found((await deleteRedirect(id)) || null);
  return ok(endpoints.redirect(id).DELETE, { deleted: true });
});
