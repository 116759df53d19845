import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { inviteAccount, listAccounts } from '@/features/accounts/data';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { inviteSchema } from '@/features/accounts/validation';

/** Every account and the invitations not yet used (Owner only: lib/auth/permissions.ts). */
export const GET = adminRoute('accounts', {}, async () =>
  ok(endpoints.accounts.GET, await listAccounts(getDb())),
);

/** Invites an address with a role: the invitation's mail goes out once it is stored. */
export const POST = adminRoute('accounts', { body: json(inviteSchema) }, async ({ session, body: input }) => {
  const db = getDb();
  const { invitation } = await inviteAccount(db, input, session.user.id);
  await sendSoon();
  return ok(endpoints.accounts.POST, invitation, 201);
});
