import { codeMatches, hashCode, randomDigits, randomToken, sha256 } from '../tokens';
import { hashPassword, verifyPassword } from '../passwords';

describe('password hashing', () => {
  it('stores an scrypt hash with its own salt, never the password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('correct horse');
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$c2hvcnQ')).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('makes 256-bit random tokens', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws six digits and checks a code against its salted hash', () => {
    const code = randomDigits(6);
    expect(code).toMatch(/^\d{6}$/);
    const stored = hashCode(code);
    expect(stored).not.toContain(code);
    expect(codeMatches(code, stored)).toBe(true);
    expect(codeMatches(code === '000000' ? '000001' : '000000', stored)).toBe(false);
    expect(hashCode(code)).not.toBe(stored);
  });
});
