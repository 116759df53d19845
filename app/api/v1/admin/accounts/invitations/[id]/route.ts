import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { revokeInvitation } from '@/features/accounts/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Withdraws an invitation: its link stops working. */
export const DELETE = adminRoute('accounts', async ({ params }) => {
  const id = idParam(params);
  found(await revokeInvitation(getDb(), id));
  return ok(endpoints.invitation(id).DELETE, { deleted: true });
});
