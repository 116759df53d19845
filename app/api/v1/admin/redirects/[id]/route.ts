import { endpoints } from '@/lib/api/contract';
import { deleteRedirect, updateRedirect } from '@/features/redirects/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { redirectSchema } from '@/features/redirects/adminValidation';

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(redirectSchema) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.redirect(id).PATCH, found(await updateRedirect(id, input)));
  },
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found((await deleteRedirect(id)) || null);
  return ok(endpoints.redirect(id).DELETE, { deleted: true });
});
