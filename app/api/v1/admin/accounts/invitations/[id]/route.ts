import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { revokeInvitation } from '@/features/accounts/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Withdraws an invitation: its link stops working. */
export const DELETE = adminRoute('accounts', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await revokeInvitation(getDb(), id));
  return ok(endpoints.invitation(id).DELETE, { deleted: true });
});
