/**
 * Staff accounts as an Owner manages them (the Accounts screen): invitations by e-mail, roles,
 * deactivation and password resets. An invitation or a reset is a one-time link (48 hours) to the
 * admin's set-password form; the link's token goes through the same endpoint as the forgot-password
 * flow's (lib/auth/passwordReset.ts). There is always at least one active Owner. An Owner may
 * require two-step verification of every account (lib/auth/twoFactor.ts).
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountDto, AccountsDto, InvitationDto } from './dto';
import type { Role } from '@/lib/auth/permissions';
import { resetPasswordWithCode } from '@/lib/auth/passwordReset';
import { hashPassword } from '@/lib/auth/passwords';
import { endAllSessions } from '@/lib/auth/sessions';
import {
  clearTwoFactor,
  isTwoFactorRequired,
  setTwoFactorRequired,
  twoFactorState,
} from '@/lib/auth/twoFactor';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import type { Database, Transaction } from '@/lib/db/connect';
import { accountLinks, adminUsers, twoFactor } from '@/lib/db/schema';
import { findAdminByContact, setAdminPassword } from '@/lib/auth/adminUsers';
import { recordEvent } from '@/lib/audit/record';
import { Conflict } from '@/lib/http/problem';
import { enqueue, type QueuedMail } from '@/lib/mail/queue';
import type { MailMessage } from '@/lib/mail/transport';
import { absoluteUrl } from '@/lib/seo/site';
import { routes } from '@/lib/routing/routes';

export const LINK_TTL_MS = 48 * 60 * 60_000;

/** Each holds a link that sets the account's password. */
const accountMails: Record<'invitation' | 'reset', (to: string, url: string) => MailMessage> = {
  invitation: (to, url) => ({
    to,
    sensitive: true,
    subject: 'You are invited to the Kinglife admin',
    text:
      'An Owner of the Kinglife website has invited you to its admin, where staff keep the website ' +
      `up to date and answer enquiries.\n\nSet your password here to create your account:\n\n    ${url}\n\n` +
      'The link works once, within 48 hours. If you did not expect it, ignore this message.\n\nKinglife LLC',
  }),
  reset: (to, url) => ({
    to,
    sensitive: true,
    subject: 'Set a new password for the Kinglife admin',
    text:
      'An Owner of the Kinglife website has reset the password of your admin account; you have been ' +
      'signed out everywhere, and its two-step verification is off (set it up again once signed in).' +
      `\n\nSet a new password here:\n\n    ${url}\n\n` +
      'The link works once, within 48 hours.\n\nKinglife LLC',
  }),
};

/** Why an Owner's change is refused (the API answers 409 with it). */
/** A refused account change (the last Owner, yourself, an address in use…). */
export class AccountRefusal extends Conflict {
  constructor(message: string) {
    super('account_refused', message);
  }
}

const accountRefusals = {
  lastOwner: 'There must always be an active Owner: make another account an Owner first.',
  yourself: 'You cannot deactivate your own account.',
  taken: 'An account with this e-mail address exists already.',
  requireWithoutOwn:
    'Turn on two-step verification for your own account first (account menu), then require it of everyone.',
} as const;

const accountColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  phone: adminUsers.phone,
  role: adminUsers.role,
  deactivatedAt: adminUsers.deactivatedAt,
  createdAt: adminUsers.createdAt,
  twoFactor: sql<boolean>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${adminUsers.id} and ${twoFactor.enabledAt} is not null)`,
};

function accountDto({ deactivatedAt, createdAt, ...row }: AccountRecord): AccountDto {
  return { ...row, active: deactivatedAt === null, createdAt: createdAt.toISOString() };
}

type AccountRecord = {
  [K in Exclude<keyof typeof accountColumns, 'twoFactor'>]: (typeof adminUsers.$inferSelect)[K];
} & { twoFactor: boolean };

function invitationDto(row: typeof accountLinks.$inferSelect): InvitationDto {
  return { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

export async function listAccounts(db: Database, now = clockNow()): Promise<AccountsDto> {
  const accounts = await db.select(accountColumns).from(adminUsers).orderBy(asc(adminUsers.email));
  const invitations = await db
    .select()
    .from(accountLinks)
    .where(and(isNull(accountLinks.userId), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now)))
    .orderBy(asc(accountLinks.email));
  return {
    accounts: accounts.map(accountDto),
    invitations: invitations.map(invitationDto),
    requireTwoFactor: await isTwoFactorRequired(db),
  };
}

/**
 * Requires two-step verification of every account (or stops requiring it). The Owner who turns it
 * on must use it already, so the rule never locks its own author out of the Accounts screen.
 */
export async function setTwoFactorRequirement(db: Database, required: boolean, by: number): Promise<boolean> {
  if (required && !(await twoFactorState(db, by)).enabled) {
    throw new AccountRefusal(accountRefusals.requireWithoutOwn);
  }
  await setTwoFactorRequired(db, required);
  return required;
}

/**
 * Stores a link and queues its mail in `tx` (the caller sends it once committed: sendSoon); the
 * mail holds the only copy of the token, and its text is removed once sent.
 */
async function sendLink(
  tx: Transaction,
  link: { email: string; role: Role; userId: number | null; createdBy: number },
  kind: 'invitation' | 'reset',
  now: Date,
) {
  const token = randomToken();
  const [row] = await tx
    .insert(accountLinks)
    .values({ ...link, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS) })
    .returning();
  const url = absoluteUrl(routes.adminSetPassword(token));
  const queued = await enqueue(tx, accountMails[kind](link.email, url));
  return { row, queued };
}

/** Invites `email` with `role`: a link to set a password, which creates the account. */
export async function inviteAccount(
  db: Database,
  invite: { email: string; role: Role },
  by: number,
  now = clockNow(),
): Promise<{ invitation: InvitationDto; queued: QueuedMail }> {
  return db.transaction(async (tx) => {
    const email = invite.email.trim();
    if (await findAdminByContact(tx, email)) throw new AccountRefusal(accountRefusals.taken);
    // A new invitation to the same address replaces the earlier one.
    await tx
      .update(accountLinks)
      .set({ expiresAt: now })
      .where(
        and(
          isNull(accountLinks.userId),
          isNull(accountLinks.usedAt),
          sql`lower(${accountLinks.email}) = ${email.toLowerCase()}`,
        ),
      );
    const { row, queued } = await sendLink(
      tx,
      { email, role: invite.role, userId: null, createdBy: by },
      'invitation',
      now,
    );
    await recordEvent(tx, { kind: 'invitation', ...aboutLink(row), after: { role: invite.role } });
    return { invitation: invitationDto(row), queued };
  });
}

/** Withdraws a pending invitation; false when there is none with that id. */
export async function revokeInvitation(db: Database, id: number, now = clockNow()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(accountLinks)
      .set({ expiresAt: now })
      .where(and(eq(accountLinks.id, id), isNull(accountLinks.userId), isNull(accountLinks.usedAt)))
      .returning();
    if (link) await recordEvent(tx, { kind: 'invitation_withdrawn', ...aboutLink(link) });
    return link !== undefined;
  });
}

/** An account link as the audit trail names it: the address it was sent to. */
function aboutLink(link: typeof accountLinks.$inferSelect) {
  return { entity: 'account_links', entityId: link.id, summary: link.email };
}

/** An account as the audit trail names it. */
function aboutAccount(account: { id: number; email: string }) {
  return { entity: 'admin_users', entityId: account.id, summary: account.email };
}

/**
 * Refuses a change that would leave no active Owner. Locks the Owners' rows, so two Owners demoting
 * each other at once cannot both succeed.
 */
async function keepAnOwner(tx: Transaction, changing: number) {
  const owners = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.deactivatedAt)))
    .for('update');
  if (owners.every((owner) => owner.id === changing)) throw new AccountRefusal(accountRefusals.lastOwner);
}

async function accountRow(tx: Transaction, id: number): Promise<AccountRecord | undefined> {
  const [row] = await tx.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

/**
 * Changes an account's role or whether it is active (deactivating ends every session of it at
 * once). Undefined when there is no such account.
 */
export async function updateAccount(
  db: Database,
  id: number,
  change: { role?: Role; active?: boolean },
  by: number,
): Promise<AccountDto | undefined> {
  return db.transaction(async (tx) => {
    const current = await accountRow(tx, id);
    if (!current) return undefined;
    const active = current.deactivatedAt === null;
    const losesOwner =
      current.role === 'owner' &&
      active &&
      ((change.role && change.role !== 'owner') || change.active === false);
    if (losesOwner) await keepAnOwner(tx, id);
    if (change.active === false && id === by) throw new AccountRefusal(accountRefusals.yourself);
    const set: Partial<typeof adminUsers.$inferInsert> = { updatedAt: clockNow() };
    if (change.role) set.role = change.role;
    if (change.active !== undefined) set.deactivatedAt = change.active ? null : clockNow();
    await tx.update(adminUsers).set(set).where(eq(adminUsers.id, id));
    if (change.active === false) await endAllSessions(tx, id);
    if (change.role && change.role !== current.role) {
      await recordEvent(tx, {
        kind: 'role_change',
        ...aboutAccount(current),
        before: { role: current.role },
        after: { role: change.role },
      });
    }
    if (change.active !== undefined && change.active !== active) {
      await recordEvent(tx, {
        kind: change.active ? 'reactivation' : 'deactivation',
        ...aboutAccount(current),
      });
    }
    const updated = await accountRow(tx, id);
    return updated && accountDto(updated);
  });
}

/**
 * Resets an account's password: every session ends, the password stops working, its two-step
 * verification is removed (the usual reason is a lost phone: it is set up again after signing in,
 * and at once when an Owner requires it), and the account's address gets a link to set a new
 * password (the queued mail is returned). Undefined when there is no such account.
 */
export async function resetAccount(
  db: Database,
  id: number,
  by: number,
  now = clockNow(),
): Promise<QueuedMail | undefined> {
  return db.transaction(async (tx) => {
    const current = await accountRow(tx, id);
    if (!current) return undefined;
    await tx
      .update(adminUsers)
      .set({ passwordHash: `reset:${randomToken()}`, updatedAt: now })
      .where(eq(adminUsers.id, id));
    await endAllSessions(tx, id);
    await clearTwoFactor(tx, id);
    const { queued } = await sendLink(
      tx,
      { email: current.email, role: current.role, userId: id, createdBy: by },
      'reset',
      now,
    );
    await recordEvent(tx, { kind: 'account_reset', ...aboutAccount(current) });
    return queued;
  });
}

/**
 * The forgot flow's last step: sets the new password and signs the account out everywhere; false
 * when the token is not valid. The token is the forgot flow's (from verify), or an Owner's
 * invitation or reset link, which sets the password the same way.
 */
export async function resetPassword(db: Database, resetToken: string, password: string): Promise<boolean> {
  if (await resetPasswordWithCode(db, resetToken, password)) return true;
  return redeemAccountLink(db, resetToken, await hashPassword(password));
}

/**
 * Uses an account link once: an invitation creates its account with `passwordHash`, a reset sets
 * it. False for an unknown, used or expired link (or an invitation whose address has an account by now).
 */
export async function redeemAccountLink(
  db: Database,
  token: string,
  passwordHash: string,
  now = clockNow(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountLinks.tokenHash, sha256(token)),
          isNull(accountLinks.usedAt),
          gt(accountLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) return false;
    if (link.userId !== null) {
      const user = await setAdminPassword(tx, link.userId, passwordHash);
      await endAllSessions(tx, link.userId);
      if (user)
        await recordEvent(tx, { kind: 'password_set', user, ...aboutAccount(user), after: { via: 'reset' } });
      return true;
    }
    if (await findAdminByContact(tx, link.email)) return false;
    const [user] = await tx
      .insert(adminUsers)
      .values({ email: link.email, passwordHash, role: link.role, name: nameOf(link.email) })
      .returning({ id: adminUsers.id, email: adminUsers.email });
    await recordEvent(tx, {
      kind: 'password_set',
      user,
      ...aboutAccount(user),
      after: { via: 'invitation' },
    });
    return true;
  });
}

/** A first name for the dashboard's greeting until the person changes it: `sara.k@…` → `Sara`. */
function nameOf(email: string): string {
  const first = email.split('@')[0].split(/[._-]/)[0];
  return first ? first.charAt(0).toUpperCase() + first.slice(1) : 'Administrator';
}
