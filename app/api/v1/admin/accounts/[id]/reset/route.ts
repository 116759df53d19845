import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { resetAccount } from '@/features/accounts/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { adminAccountsText } from '@/features/accounts/adminText';

/** Ends the account's sessions, voids its password and mails it a link to set a new one. */
export const POST = adminRoute('accounts', async ({ params, session }) => {
  const id = idParam(params);
  const db = getDb();
  found(await resetAccount(db, id, session.user.id));
  await sendSoon();
  return ok(endpoints.accountReset(id).POST, { message: adminAccountsText.resetDone });
});
