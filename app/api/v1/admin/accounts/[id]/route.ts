import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { updateAccount } from '@/features/accounts/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { accountChangeSchema } from '@/features/accounts/validation';

/** PATCH {role} or {active}: 409 when it would leave no active Owner, or deactivate oneself. */
export const PATCH = adminRoute(
  'accounts',
  { params: { id: idSegment }, body: json(accountChangeSchema) },
  async ({ params: { id }, session, body: change }) => {
    return ok(endpoints.account(id).PATCH, found(await updateAccount(getDb(), id, change, session.user.id)));
  },
);
