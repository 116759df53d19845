/**
 * The forgot-password flow: request (a code by e-mail) → verify (code → reset token) → reset (new
 * password; every session of the account ends).
 */
import { recordEvent } from '../audit/record';
import type { Database } from '../db/connect';
import { findAdminByContact, setAdminPassword } from './adminUsers';
import { queueAndSend } from '../mail/queue';
import type { MailMessage } from '../mail/transport';
import { hit } from '../security/rateLimit';
import { RESET_REQUEST_PER_ACCOUNT, limitKeys } from './limits';
import { consumeResetToken, issueCode, verifyCode, CODE_TTL_MS } from './oneTimeCodes';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';
import { log } from '../log/logger.cjs';

export function resetCodeMail(to: string, code: string): MailMessage {
  const minutes = CODE_TTL_MS / 60_000;
  return {
    to,
    sensitive: true,
    // The code is in the body only: a subject shows in notifications and mail logs.
    subject: 'Your Kinglife admin code',
    text:
      `Your code to reset the password of the Kinglife admin is:\n\n    ${code}\n\n` +
      `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore ` +
      'this message: your password stays as it is.\n\nKinglife LLC',
  };
}

/**
 * Issues and mails a code when the contact belongs to an account (and it has not asked too often).
 * The caller answers the same either way; `delivery` settles once the mail is queued (outside the
 * Next server: sent), and is not awaited by the handler so that the answer time does not tell
 * either.
 */
export async function requestPasswordReset(
  db: Database,
  contact: string,
): Promise<{ delivery: Promise<boolean> }> {
  const user = await findAdminByContact(db, contact);
  if (!user) return { delivery: Promise.resolve(false) };
  const allowed = (await hit(db, limitKeys.resetRequestAccount(user.id), RESET_REQUEST_PER_ACCOUNT)).allowed;
  if (!allowed) return { delivery: Promise.resolve(false) };
  const code = await issueCode(db, user.id);
  const delivery = queueAndSend(db, resetCodeMail(user.email, code))
    .then(() => true)
    .catch((error) => {
      log.error({ err: error }, 'auth: could not queue the reset code mail');
      return false;
    });
  return { delivery };
}

/** A reset token for a correct code, or null (unknown account, wrong/expired/used-up code alike). */
export async function verifyResetCode(db: Database, contact: string, code: string): Promise<string | null> {
  const user = await findAdminByContact(db, contact);
  if (!user) return null;
  const result = await verifyCode(db, user.id, code);
  return result.ok ? result.resetToken : null;
}

/**
 * Sets the new password and signs the account out everywhere; false when the token is not the
 * forgot flow's (from verify). An Owner's invitation or reset link sets it the same way
 * (resetPassword in features/accounts/data.ts tries both).
 */
export async function resetPasswordWithCode(
  db: Database,
  resetToken: string,
  password: string,
): Promise<boolean> {
  const userId = await consumeResetToken(db, resetToken);
  if (userId === null) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await setAdminPassword(tx, userId, passwordHash);
    await endAllSessions(tx, userId);
    if (user) {
      await recordEvent(tx, {
        kind: 'password_reset',
        user,
        entity: 'admin_users',
        entityId: user.id,
        summary: user.email,
      });
    }
  });
  return true;
}
