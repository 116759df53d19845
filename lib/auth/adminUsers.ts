/**
 * Admin accounts. Takes the database as a parameter (no `server-only`, no shared pool) because the
 * launcher and `npm run admin:create` use it outside Next.
 */
import { now as clockNow } from '../time/clock';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { adminUsers } from '../db/platformSchema';
import type { Role } from './permissions';

export type AdminUser = typeof adminUsers.$inferSelect;

/** Phone numbers are stored and compared as digits only. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function looksLikeEmail(contact: string): boolean {
  return contact.includes('@');
}

/** The account an e-mail address (any case) or phone number belongs to. */
export async function findAdminByContact(db: Database, contact: string): Promise<AdminUser | undefined> {
  const value = contact.trim();
  if (!value) return undefined;
  const [row] = looksLikeEmail(value)
    ? await db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${value.toLowerCase()}`)
    : await db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.phone, normalizePhone(value)));
  return row;
}

export async function findAdminById(db: Database, id: number): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row.n;
}

export async function createAdmin(
  db: Database,
  account: { email: string; phone?: string | null; name?: string; passwordHash: string; role?: Role },
): Promise<AdminUser> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      email: account.email.trim(),
      phone: account.phone ? normalizePhone(account.phone) : null,
      name: account.name ?? 'Administrator',
      passwordHash: account.passwordHash,
      role: account.role,
    })
    .returning();
  return row;
}

/** Sets an account's password; returns who it was (undefined when there is no such account). */
export async function setAdminPassword(
  db: Database | Transaction,
  userId: number,
  passwordHash: string,
): Promise<{ id: number; email: string } | undefined> {
  const [user] = await db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: clockNow() })
    .where(eq(adminUsers.id, userId))
    .returning({ id: adminUsers.id, email: adminUsers.email });
  return user;
}

export async function setAdminPhone(db: Database, userId: number, phone: string | null): Promise<void> {
  await db
    .update(adminUsers)
    .set({ phone: phone ? normalizePhone(phone) : null, updatedAt: clockNow() })
    .where(eq(adminUsers.id, userId));
}

export async function setAdminRole(db: Database, userId: number, role: Role): Promise<void> {
  await db.update(adminUsers).set({ role, updatedAt: clockNow() }).where(eq(adminUsers.id, userId));
}
