/**
 * The optional second factor of a staff account: a TOTP secret (RFC 6238, lib/auth/totp.ts) kept
 * encrypted (lib/auth/secretBox.ts), and ten one-time recovery codes kept hashed. Enrolment is
 * two calls: `startEnrolment` gives the secret (and its QR code), `confirmEnrolment` turns it on
 * with a first correct code and returns the recovery codes, once. A code is accepted once: each
 * accepted TOTP step moves `lastStep` on (an atomic update, so two requests with the same code
 * cannot both pass), and a recovery code is marked used.
 */
import { now as clockNow } from '../time/clock';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminUserDto, TwoFactorStateDto, TwoFactorStatusDto } from './dto';
import type { Database, Transaction } from '../db/connect';
import { recoveryCodes, securitySettings, twoFactor } from '../db/platformSchema';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  isAppCode,
  normalizeRecoveryCode,
} from './credentials';
import { open, seal } from './secretBox';
import { codeMatches, hashCode } from './tokens';
import { newTotpSecret, qrDataUrl, totpStep, totpUri } from './totp';
import { randomInt } from 'node:crypto';

/** An enrolment not confirmed within this time gets a new secret when started again. */
const ENROLMENT_REUSE_MS = 10 * 60 * 1000;

type Db = Database | Transaction;

/** The secret's encryption is bound to its account: a row copied to another account does not open. */
const contextOf = (userId: number) => `totp:${userId}`;

/** Whether the account has a second factor, and whether an Owner requires one of everybody. */
export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorStateDto> {
  const { rows } = await db.execute<{ enabled: boolean; required: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${twoFactor} WHERE ${twoFactor.userId} = ${userId} AND ${twoFactor.enabledAt} IS NOT NULL) AS enabled,
      COALESCE((SELECT ${securitySettings.requireTwoFactor} FROM ${securitySettings} WHERE ${securitySettings.id} = 1), false) AS required`);
  return { enabled: rows[0].enabled, required: rows[0].required };
}

/** The signed-in person as the admin sees them (the gate shows the enrol screen when it must). */
export async function adminUserDto(
  db: Db,
  user: Pick<AdminUserDto, 'id' | 'email' | 'name' | 'role'>,
): Promise<AdminUserDto> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactor: await twoFactorState(db, user.id),
  };
}

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatusDto> {
  const state = await twoFactorState(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { ...state, recoveryCodesLeft: state.enabled ? left.n : 0 };
}

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ required: securitySettings.requireTwoFactor })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return row?.required ?? false;
}

export async function setTwoFactorRequired(db: Db, required: boolean, now = clockNow()): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, requireTwoFactor: required, updatedAt: now })
    .onConflictDoUpdate({ target: securitySettings.id, set: { requireTwoFactor: required, updatedAt: now } });
}

/**
 * A secret for the account to add to its app: a new one, or the one shown in the last 10 minutes
 * if that has not been confirmed yet (a reopened dialog shows the same QR code). Null when two-step
 * verification is on already.
 */
export async function startEnrolment(
  db: Database,
  user: { id: number; email: string },
  now = clockNow(),
): Promise<{ secret: string; uri: string; qr: string } | null> {
  const secret = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, user.id)).for('update');
    if (row?.enabledAt) return null;
    const recent = row && now.getTime() - row.createdAt.getTime() < ENROLMENT_REUSE_MS;
    const kept = recent ? open(row.secret, contextOf(user.id)) : null;
    if (kept) return kept;
    const fresh = newTotpSecret();
    const values = {
      secret: seal(fresh, contextOf(user.id)),
      enabledAt: null,
      lastStep: null,
      createdAt: now,
    };
    await tx
      .insert(twoFactor)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: twoFactor.userId, set: values });
    return fresh;
  });
  if (!secret) return null;
  const uri = totpUri(secret, user.email);
  return { secret, uri, qr: await qrDataUrl(uri) };
}

/** Ten new recovery codes (`abcde-23456`); the account's earlier ones stop working. */
async function replaceRecoveryCodes(tx: Transaction, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashCode(normalizeRecoveryCode(code)), createdAt: now })),
    );
  return codes;
}

export type ConfirmResult =
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong' | 'missing' };

/** Turns two-step verification on with a first correct code; returns the recovery codes (shown once). */
export async function confirmEnrolment(
  db: Database,
  userId: number,
  code: string,
  now = clockNow(),
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId)).for('update');
    if (!row || row.enabledAt) return { ok: false, reason: 'missing' };
    const secret = open(row.secret, contextOf(userId));
    if (!secret) return { ok: false, reason: 'missing' };
    const step = totpStep(secret, code, now.getTime());
    if (step === null) return { ok: false, reason: 'wrong' };
    // The confirming code is used: it cannot sign in as well.
    await tx.update(twoFactor).set({ enabledAt: now, lastStep: step }).where(eq(twoFactor.userId, userId));
    return { ok: true, recoveryCodes: await replaceRecoveryCodes(tx, userId, now) };
  });
}

/** Removes the account's second factor and its recovery codes (turned off, or an Owner's reset). */
export async function clearTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

export type CodeCheck = 'ok' | 'wrong' | 'replayed' | 'unreadable';

/** A code from the account's app: right, wrong, used already, or not checkable here (the key changed). */
export async function checkAppCode(
  db: Db,
  userId: number,
  code: string,
  now = clockNow(),
): Promise<CodeCheck> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  if (!row) return 'wrong';
  const secret = open(row.secret, contextOf(userId));
  if (!secret) return 'unreadable';
  const step = totpStep(secret, code.replace(/\s/g, ''), now.getTime());
  if (step === null) return 'wrong';
  const accepted = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return accepted.length > 0 ? 'ok' : 'replayed';
}

/** Uses one of the account's recovery codes; false when it is not one, or was used already. */
export async function spendRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now = clockNow(),
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .innerJoin(twoFactor, and(eq(twoFactor.userId, recoveryCodes.userId), isNotNull(twoFactor.enabledAt)))
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const match = unused.find((row) => codeMatches(normalized, row.codeHash));
  if (!match) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** The sign-in's second step: a code from the app, or a recovery code. */
export async function checkSecondFactor(
  db: Db,
  userId: number,
  code: string,
  now = clockNow(),
): Promise<CodeCheck> {
  if (isAppCode(code)) return checkAppCode(db, userId, code, now);
  return (await spendRecoveryCode(db, userId, code, now)) ? 'ok' : 'wrong';
}
