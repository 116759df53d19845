/**
 * The first admin account, created on the first start: from ADMIN_EMAIL / ADMIN_PASSWORD (and
 * optional ADMIN_PHONE), or, with neither, with a random password printed once to the log.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connect';
import { countAdmins, createAdmin } from './adminUsers';
import { MIN_PASSWORD_LENGTH } from './credentials';
import { hashPassword } from './passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@kinglife.local';

export interface FirstAdminEnv {
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  ADMIN_PHONE?: string;
}

/** Returns the e-mail of the account it created, or null when accounts already exist. */
export async function ensureFirstAdmin(
  db: Database,
  env: FirstAdminEnv,
  log: (line: string) => void = console.log,
): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  const email = env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
  let password = env.ADMIN_PASSWORD ?? '';
  if (password && password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const generated = !password;
  if (generated) password = randomBytes(12).toString('base64url');
  await createAdmin(db, {
    email,
    phone: env.ADMIN_PHONE || null,
    passwordHash: await hashPassword(password),
  });
  if (generated) {
    log(
      `[admin] Created the admin account ${email} with the one-time password: ${password}\n` +
        '[admin] It is shown only this once. Sign in at /admin, or set your own with `npm run admin:create`.',
    );
  } else {
    log(`[admin] Created the admin account ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`);
  }
  return email;
}
