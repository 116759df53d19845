/**
 * Encrypts small secrets the server must read back (TOTP secrets) with AES-256-GCM, under a key
 * derived (HKDF-SHA256) from the server's secret: AUTH_SECRET, or else a random one created once in
 * $DATA_DIR/auth-secret. The database then holds only ciphertext, so a copy of it alone cannot
 * make codes. Each value is bound to its purpose and owner (`context`, the GCM additional data):
 * a ciphertext copied to another account's row does not open there.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, env } from '../env';

const VERSION = 'v1';
const KEY_FILE = 'auth-secret';

/** The server's secret: AUTH_SECRET, or the random one in the data folder (made on first use). */
function serverSecret(): string {
  const settings = env();
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  const dir = dataDir(settings);
  const file = path.join(dir, KEY_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole under another name, then linked into place: a second process starting at the
  // same moment either wins the link or reads the winner's complete file, never half of one.
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${KEY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * A 256-bit key for one purpose (`info`), derived (HKDF-SHA256) from the server's secret: each use
 * of the secret (this box, signed links) has its own key, and none reveals the secret or another's.
 */
export function derivedKey(info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret(), 'kinglife', info, 32));
}

function key(): Buffer {
  return derivedKey('secret-box v1');
}

export function seal(plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value was sealed under another key or context (or is damaged). */
export function open(sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
