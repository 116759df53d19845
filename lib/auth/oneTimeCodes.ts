/**
 * Password-reset codes: 6 digits, stored hashed, valid 10 minutes, 5 tries, single use. A correct
 * code is exchanged for a reset token (256-bit, stored hashed) that sets the new password once.
 * Issuing a code retires the account's earlier ones.
 */
import { now as clockNow } from '../time/clock';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { oneTimeCodes } from '../db/platformSchema';
import { codeMatches, hashCode, randomDigits, randomToken, sha256 } from './tokens';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const PURPOSE = 'password_reset';

export async function issueCode(db: Database, userId: number, now = clockNow()): Promise<string> {
  const code = randomDigits(CODE_LENGTH);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose: PURPOSE,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

export type VerifyResult =
  { ok: true; resetToken: string } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

/** Checks a code against the account's current one; a wrong guess uses up one of the 5 tries. */
export async function verifyCode(
  db: Database,
  userId: number,
  code: string,
  now = clockNow(),
): Promise<VerifyResult> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, PURPOSE),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' };

  // Count the try first, atomically and only below the limit, so parallel guesses cannot exceed 5.
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) return { ok: false, reason: 'exhausted' };
  if (!codeMatches(code, row.codeHash)) {
    return { ok: false, reason: counted.attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid' };
  }
  const resetToken = randomToken();
  await db
    .update(oneTimeCodes)
    .set({ verifiedAt: now, resetTokenHash: sha256(resetToken) })
    .where(eq(oneTimeCodes.id, row.id));
  return { ok: true, resetToken };
}

/**
 * Spends a reset token: returns the account it belongs to, or null when it is unknown, already
 * used or its code has expired. Single use even under concurrent requests.
 */
export async function consumeResetToken(
  db: Database,
  resetToken: string,
  now = clockNow(),
): Promise<number | null> {
  if (!resetToken) return null;
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.resetTokenHash, sha256(resetToken)),
        isNotNull(oneTimeCodes.verifiedAt),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}
