/**
 * @jest-environment node
 *
 * A buyer's own data from their page, on the real database: "Download my data" is a ZIP of what
 * their address holds (the address they signed in with, not another +tag of the same mailbox);
 * "Delete my data" mails a one-time link, and that link's page erases it — the link is no sign-in
 * link, a used or forged one is refused, a few a day at most are mailed, and the session ends.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, request } from '@/test/admin';
import { unzip } from '@/test/zip';
import { storedQuote } from '@/test/quotes';
import { buyerSignInLinks } from '@/features/buyers/tables';
import { ERASURE_LINKS_PER_ADDRESS } from '@/features/privacy/selfService';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { buyerCookieName } from '@/lib/auth/cookies';
import { enquiries, rateLimits } from '@/lib/db/schema';
import { mailTask } from '@/lib/mail/queue';
import { plainTextOf, smtpForFile } from '@/test/smtp';
import { POST as SIGN_IN } from '../session/route';
import { GET as OWN_DATA } from '../personal-data/route';
import { POST as ASK_ERASURE } from '../erasure-link/route';
import { POST as ERASE } from '../erasure/route';

const bed = adminTestBed();
const smtp = smtpForFile();
const TAGGED = 'layla+kl@gulfflavours.ae';
const PLAIN = 'layla@gulfflavours.ae';

const quote = (email: string, name: string) => storedQuote({ email, name }, 'ar');

async function signedIn(email: string) {
  const token = randomToken();
  await bed.testDb.db
    .insert(buyerSignInLinks)
    .values({ tokenHash: sha256(token), email, expiresAt: new Date(Date.now() + 60_000) });
  const response = await call(SIGN_IN, request('POST', '/api/v1/buyer/session', { json: { token } }));
  expect(response.status).toBe(200);
  return /^([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1];
}

/** The token in the newest erasure mail to `to`, as the mail server received it. */
async function mailedToken(to: string): Promise<string> {
  await mailTask.runDue();
  const mail = smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => plainTextOf(m.raw))
    .filter((text) => /account\/delete\?token=/.test(text))
    .at(-1)!;
  return /account\/delete\?token=([\w-]+)/.exec(mail)![1];
}

const erase = (token: string) => call(ERASE, request('POST', '/api/v1/buyer/erasure', { json: { token } }));

it('gives the signed-in buyer a ZIP of what their address holds, and nothing of another +tag', async () => {
  const own = await quote(TAGGED, 'Layla Haddad');
  await quote(PLAIN, 'Layla Haddad');
  const cookie = await signedIn(TAGGED);
  const response = await call(OWN_DATA, request('GET', '/api/v1/buyer/personal-data', { cookie }));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining(['README.txt', 'enquiries.json', 'buyerSignIns.json']),
  );
  const requests = JSON.parse(entries['enquiries.json'].toString('utf8'));
  expect(requests.map((r: { reference: string }) => r.reference)).toEqual([own.reference]);
  // The README is in the language she wrote in.
  expect(entries['README.txt'].toString('utf8')).toContain(`البيانات الشخصية المحفوظة عن ${TAGGED}`);
  expect(await call(OWN_DATA, request('GET', '/api/v1/buyer/personal-data'))).toHaveProperty('status', 401);
});

it('mails a one-time link to confirm; the link erases her data, ends her session, and is no sign-in', async () => {
  const cookie = await signedIn(TAGGED);
  const asked = await call(ASK_ERASURE, request('POST', '/api/v1/buyer/erasure-link', { cookie }));
  expect(asked.status).toBe(202);
  const token = await mailedToken(TAGGED);

  // The confirmation signs nobody in, and a forged one erases nothing.
  expect((await call(SIGN_IN, request('POST', '/api/v1/buyer/session', { json: { token } }))).status).toBe(
    410,
  );
  expect((await erase(randomToken())).status).toBe(410);
  expect(await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, TAGGED))).toHaveLength(1);

  const erased = await erase(token);
  expect(erased.status).toBe(200);
  expect(erased.headers.get('set-cookie')).toMatch(new RegExp(`^${buyerCookieName()}=;`));
  expect(await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, TAGGED))).toEqual([]);
  // The same mailbox without the tag is another address to her page: untouched.
  expect(await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, PLAIN))).toHaveLength(1);
  expect((await call(OWN_DATA, request('GET', '/api/v1/buyer/personal-data', { cookie }))).status).toBe(401);
  expect((await erase(token)).status).toBe(410);
});

it('mails a few confirmations a day to one address, then answers 429', async () => {
  await bed.testDb.db.delete(rateLimits);
  const cookie = await signedIn(PLAIN);
  for (let i = 0; i < ERASURE_LINKS_PER_ADDRESS.limit; i++)
    expect((await call(ASK_ERASURE, request('POST', '/api/v1/buyer/erasure-link', { cookie }))).status).toBe(
      202,
    );
  const over = await call(ASK_ERASURE, request('POST', '/api/v1/buyer/erasure-link', { cookie }));
  expect(over.status).toBe(429);
  expect(over.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
});
