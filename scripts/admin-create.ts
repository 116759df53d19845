/**
 * Creates an admin account, or sets a new password (and phone) on an existing one:
 *   npm run admin:create -- --email you@example.com [--phone 0501234567] [--password secret] [--role editor]
 * ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE work too. Without a password, a random one is printed.
 * --role is owner (the default for a new account), editor, hr or sales (lib/auth/permissions.ts).
 * --clear-two-factor also removes the account's two-step verification: the way back in for an
 * Owner who lost both their phone and their recovery codes, when no other Owner can reset them.
 * Uses DATABASE_URL, or the embedded database in $DATA_DIR (started and stopped here).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { endAllSessions } from '../lib/auth/sessions';
import { clearTwoFactor } from '../lib/auth/twoFactor';
import { hashPassword } from '../lib/auth/passwords';
import { isRole, ROLES } from '../lib/auth/permissions';
import {
  createAdmin,
  findAdminByContact,
  setAdminPassword,
  setAdminPhone,
  setAdminRole,
} from '../lib/auth/adminUsers';
import { connect } from '../lib/db/connect';
import { dataDir, readEnv, seedsDemo } from '../lib/env';
import { prepareDatabase } from '../lib/db/prepare';
import { SITE_DATABASE } from '../lib/db/seedSite';
import { MIN_PASSWORD_LENGTH } from '../lib/auth/credentials';
import { loginSchema } from '@/features/accounts/signInValidation';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'clear-two-factor': { type: 'boolean' },
    },
  });
  const settings = readEnv();
  const email = (values.email ?? settings.ADMIN_EMAIL ?? '').trim();
  const phone = values.phone ?? settings.ADMIN_PHONE;
  let password = values.password ?? settings.ADMIN_PASSWORD ?? '';
  if (!loginSchema.shape.contact.safeParse(email).success || !email.includes('@')) {
    throw new Error('Give a valid e-mail address: --email you@example.com (or ADMIN_EMAIL).');
  }
  if (phone && !/^\d{10}$/.test(phone.replace(/\D/g, ''))) throw new Error('--phone must have 10 digits.');
  const role = values.role;
  if (role !== undefined && !isRole(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}.`);
  if (password && password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const generated = !password;
  if (generated) password = randomBytes(12).toString('base64url');

  const { url, server } = await prepareDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: dataDir(settings),
    demo: seedsDemo(settings),
    ...SITE_DATABASE,
    firstAdmin: false,
  });
  const { db, pool } = connect(url, 1);
  try {
    const passwordHash = await hashPassword(password);
    const existing = await findAdminByContact(db, email);
    if (existing) {
      await setAdminPassword(db, existing.id, passwordHash);
      if (phone) await setAdminPhone(db, existing.id, phone);
      if (role) await setAdminRole(db, existing.id, role);
      await endAllSessions(db, existing.id);
      console.log(`[admin] Set a new password for ${existing.email}; its sessions were ended.`);
      if (values['clear-two-factor']) {
        await clearTwoFactor(db, existing.id);
        console.log('[admin] Its two-step verification was removed.');
      }
    } else {
      await createAdmin(db, { email, phone, passwordHash, role });
      console.log(`[admin] Created the admin account ${email} (${role ?? 'owner'}).`);
    }
    if (generated) console.log(`[admin] Password (shown once): ${password}`);
  } finally {
    await pool.end();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error('[admin]', error instanceof Error ? error.message : error);
  process.exit(1);
});
