import { rateLimits } from '../lib/db/schema';
import { tempDataDir } from './admin';
import { freshDatabase, type TestDatabase } from './db';
import { startSmtp } from './smtp';

/**
 * A public form's POST as the site's own page sends it: JSON from the same origin, from one client
 * address (the per-address limits count it), with `headers` changed or added.
 */
export function publicPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'x-forwarded-for': '198.51.100.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An applicant's text fields as the application form sends them (multipart: all text). */
export const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@example.com',
  phoneNumber: '0502418736',
  dob: '1994-06-12',
  qualification: 'B.Sc. Chemistry',
  consent: 'true',
} as const;

/** How a public form test posts: the form's fields with `changes`, and extra request headers. */
export type Send = (changes: Record<string, string>, headers?: Record<string, string>) => Promise<Response>;
/** What a public form stored for an e-mail address. */
export type StoredFrom = (email: string) => Promise<unknown[]>;

/**
 * The frame of a public form's route test: a fresh seeded database, a real SMTP server the mail
 * goes to, a throw-away DATA_DIR; before each test the server accepts again and the per-address
 * limits start from nothing. Console errors (the logged mail failures) are kept quiet. With it, the
 * checks every public form passes alike: the honeypot, another site's Origin, the address limit.
 *
 *   const bed = publicFormBed();   // then bed.testDb, bed.smtp, bed.data in the tests
 */
export function publicFormBed() {
  const bed = {
    testDb: undefined as unknown as TestDatabase,
    smtp: undefined as unknown as Awaited<ReturnType<typeof startSmtp>>,
    data: undefined as unknown as ReturnType<typeof tempDataDir>,

    /** A filled honeypot is answered like a success, and nothing is stored or mailed. */
    async expectHoneypotDropped(send: Send, storedFrom: StoredFrom) {
      const before = bed.smtp.received.length;
      const response = await send({ email: 'bot@example.com', website: 'http://spam.example' });
      expect(response.status).toBe(201);
      expect(await storedFrom('bot@example.com')).toHaveLength(0);
      expect(bed.smtp.received.length).toBe(before);
    },

    /** A form posted from another site is refused (403) and nothing is stored. */
    async expectOtherSiteRefused(send: Send, storedFrom: StoredFrom) {
      const response = await send({ email: 'csrf@example.com' }, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await storedFrom('csrf@example.com')).toHaveLength(0);
    },

    /** The two tests above, under the names the form's test file gives them. */
    itGuards(send: Send, storedFrom: StoredFrom, names: { honeypot: string; otherSite: string }) {
      it(names.honeypot, () => bed.expectHoneypotDropped(send, storedFrom));
      it(names.otherSite, () => bed.expectOtherSiteRefused(send, storedFrom));
    },

    /**
     * One address may send `limit` forms (burst0@… and on); the next is a 429 with a Retry-After
     * in seconds (and `message`, where given), and is not stored.
     */
    async expectRateLimited(
      send: (email: string, index: number) => Promise<Response>,
      limit: number,
      storedFrom: StoredFrom,
      message?: RegExp,
    ) {
      for (let i = 0; i < limit; i++) expect((await send(`burst${i}@example.com`, i)).status).toBe(201);
      const over = await send(`burst${limit}@example.com`, limit);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      if (message) expect((await over.json()).message).toMatch(message);
      expect(await storedFrom(`burst${limit}@example.com`)).toHaveLength(0);
    },
  };
  beforeAll(async () => {
    bed.data = tempDataDir();
    bed.testDb = await freshDatabase({ seeded: true });
    bed.smtp = await startSmtp();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await bed.smtp.close();
    await bed.testDb.drop();
    bed.data.restore();
  });
  beforeEach(async () => {
    process.env.SMTP_URL = bed.smtp.url;
    bed.smtp.setRefusing(false);
    await bed.testDb.db.delete(rateLimits);
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
  });
  return bed;
}

/** The application form's POST (multipart: its text fields and a résumé) from client address `ip`. */
export function applicationPost(
  fields: Record<string, string>,
  resume: { name: string; bytes: Uint8Array },
  ip: string,
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('resume', new File([Buffer.from(resume.bytes)], resume.name, { type: 'application/pdf' }));
  return new Request('http://127.0.0.1:3000/api/v1/applications', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'x-forwarded-for': ip },
    body: form,
  });
}
