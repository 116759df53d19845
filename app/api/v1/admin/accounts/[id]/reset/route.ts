import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { resetAccount } from '@/features/accounts/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { sendSoon } from '@/lib/mail/notify';
import { adminAccountsText } from '@/features/accounts/adminText';

/** Ends the account's sessions, voids its password and mails it a link to set a new one. */
export const POST = adminRoute(
  'accounts',
  { params: { id: idSegment } },
  async ({ params: { id }, session }) => {
    const db = getDb();
    found(await resetAccount(db, id, session.user.id));
    await sendSoon();
    return ok(endpoints.accountReset(id).POST, { message: adminAccountsText.resetDone });
  },
);
