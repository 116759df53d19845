/**
 * A buyer's sign-in by e-mailed link (features/buyers/signIn.ts), on the real database and a real
 * SMTP server: the same answer, after the same writes, for any address (the link is looked for and
 * mailed by a task, after the answer), a link that works once and for 15 minutes, limits per
 * address and per client, 30-day sessions kept apart from the staff's.
 */
import { eq } from 'drizzle-orm';
import { freshDatabase, rowsPerTable, type TestDatabase } from '../../../test/db';
import { plainTextOf, startSmtp } from '../../../test/smtp';
import { waitingTasks } from '../../../test/tasks';
import { createSession, findSession } from '@/lib/auth/sessions';
import { adminUsers, outgoingMail } from '@/lib/db/schema';
import { mailTask } from '@/lib/mail/queue';
import { routesFor } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { enquiries } from '@/features/enquiries/tables';
import { buyerSignInLinks } from '../tables';
import {
  askForSignInLink,
  findBuyerSession,
  LINK_MINUTES,
  LINKS_PER_ADDRESS,
  LINKS_PER_CLIENT,
  SESSION_DAYS,
  signInLinkTask,
  signInWithLink,
} from '../signIn';

const MINUTE = 60_000;
let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let client = 0;

beforeAll(async () => {
  testDb = await freshDatabase();
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  await testDb.db.insert(enquiries).values([
    { kind: 'sample', reference: 'KL-S-2026-00001', name: 'Hans Becker', email: 'Hans@Rheinfeld.example' },
    { kind: 'quote', reference: 'KL-Q-2026-00001', name: 'Greta Lind', email: 'greta@nordic.example' },
    { kind: 'document', name: 'Ines Duarte', email: 'ines@lisboa.example' },
    { kind: 'sample', reference: 'KL-S-2026-00002', name: 'Jonas Weber', email: 'jonas@alpen.example' },
    { kind: 'enquiry', name: 'Only Asked', email: 'contact-only@example.com' },
  ]);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await testDb.drop();
});

/** Asks from a client of its own (the per-client limit is tested on its own). */
const ask = (email: string, language: 'en' | 'ar' = 'en', at?: Date) =>
  askForSignInLink(testDb.db, { email, language, client: `192.0.2.${++client}` }, at);

/** The token of the last mail to `email`, once its task has run and the mail gone through SMTP. */
async function tokenMailedTo(email: string): Promise<{ token: string; text: string }> {
  await signInLinkTask.runDue();
  await mailTask.runDue();
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const text = plainTextOf(mail.raw);
  const token = /token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('the mail holds no link');
  return { token, text };
}

it('mails a link to an address that sent a request, in the language it was asked in, and nothing to one that did not, with the same answer', async () => {
  const mailsBefore = (await testDb.db.select().from(outgoingMail)).length;
  expect(await ask('  hans@rheinfeld.EXAMPLE ', 'ar')).toEqual({ outcome: 'accepted' });
  expect(await ask('nobody@example.com')).toEqual({ outcome: 'accepted' });
  // An address that only used the contact form has no request to follow.
  expect(await ask('contact-only@example.com')).toEqual({ outcome: 'accepted' });

  await signInLinkTask.runDue();
  expect((await testDb.db.select().from(outgoingMail)).length).toBe(mailsBefore + 1);
  const { text } = await tokenMailedTo('hans@rheinfeld.example');
  expect(text).toContain('عرض طلباتي');
  expect(text).toContain(`${absoluteUrl(routesFor('ar').accountSignIn())}?token=`);
  const links = await testDb.db.select().from(buyerSignInLinks);
  expect(links.map((link) => link.email)).toEqual(['hans@rheinfeld.example']);
  // The table keeps the token's hash only.
  expect(text).not.toContain(links[0].tokenHash);
});

/** What changed from `before` to `after`: each table whose count moved, by how much. */
function written(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((table) => after[table] !== (before[table] ?? 0))
      .map((table) => [table, after[table] - (before[table] ?? 0)]),
  );
}

it('writes the same rows for a known and an unknown address before answering, and mails the link from the task', async () => {
  await testDb.db
    .insert(enquiries)
    .values({ kind: 'quote', reference: 'KL-Q-2026-00002', name: 'Mira Sand', email: 'mira@dune.example' });
  // Whatever earlier asks left queued has run, and the task's queue exists.
  await ask('warm-up@example.com');
  await signInLinkTask.runDue();
  await mailTask.runDue();
  const mailsBefore = smtp.received.length;

  const writes = [];
  const answers = [];
  for (const email of ['mira@dune.example', 'not-a-customer@example.com']) {
    const before = await rowsPerTable(testDb.db);
    answers.push(await ask(email));
    writes.push(written(before, await rowsPerTable(testDb.db)));
  }
  expect(answers).toEqual([{ outcome: 'accepted' }, { outcome: 'accepted' }]);
  expect(writes[0]).toEqual(writes[1]);
  // Two rate-limit counters (the address's and the client's) and one task: a row of pg-boss's job
  // table (counted in the partition it lands in too), nothing else.
  const { 'public.rate_limits': counters, ...others } = writes[0];
  expect(counters).toBe(2);
  expect(Object.keys(others).length).toBeGreaterThan(0);
  for (const [table, rows] of Object.entries(others))
    expect([table, rows]).toEqual([expect.stringMatching(/^pgboss\.job/), 1]);
  // The tasks carry the address, the language and where the visit came from (none here); the token
  // is made when one runs.
  expect((await waitingTasks(testDb.db, signInLinkTask.name)).map((task) => task.data)).toEqual([
    { email: 'mira@dune.example', language: 'en', source: null },
    { email: 'not-a-customer@example.com', language: 'en', source: null },
  ]);

  // The task finds the customer: one link, and one mail (sent as the task wakes the mail's), whose
  // link signs in.
  await signInLinkTask.runDue();
  const mailed = smtp.received.slice(mailsBefore);
  expect(mailed.map((mail) => mail.to)).toEqual([['mira@dune.example']]);
  const links = await testDb.db.select().from(buyerSignInLinks);
  expect(links.filter((link) => link.email === 'mira@dune.example')).toHaveLength(1);
  expect(links.filter((link) => link.email === 'not-a-customer@example.com')).toHaveLength(0);
  const token = /token=([\w-]+)/.exec(plainTextOf(mailed[0].raw))![1];
  expect(await signInWithLink(testDb.db, token)).toMatchObject({ email: 'mira@dune.example' });
});

it('keeps where the visit that asked came from with the link', async () => {
  await testDb.db
    .insert(enquiries)
    .values({ kind: 'sample', reference: 'KL-S-2026-00009', name: 'Ines Vale', email: 'ines@vale.example' });
  const source = { utm: { source: 'linkedin' }, clickId: false, landing: '/account/sign-in', language: 'en' };
  await askForSignInLink(testDb.db, {
    email: 'ines@vale.example',
    language: 'en',
    client: '192.0.2.250',
    source,
  });
  await signInLinkTask.runDue();
  const [link] = await testDb.db
    .select()
    .from(buyerSignInLinks)
    .where(eq(buyerSignInLinks.email, 'ines@vale.example'));
  expect(link.source).toEqual(source);
});

it('signs in once with a link, for 30 days, and never with a used, expired or made-up one', async () => {
  await ask('greta@nordic.example');
  const { token } = await tokenMailedTo('greta@nordic.example');
  const now = new Date();
  const session = await signInWithLink(testDb.db, token, now);
  expect(session).toMatchObject({ email: 'greta@nordic.example', language: 'en' });
  expect(session!.expiresAt.getTime() - now.getTime()).toBe(SESSION_DAYS * 24 * 60 * MINUTE);
  expect(await findBuyerSession(testDb.db, session!.token)).toMatchObject({
    email: 'greta@nordic.example',
  });
  expect(await signInWithLink(testDb.db, token)).toBeNull();
  expect(await signInWithLink(testDb.db, 'made-up-token')).toBeNull();

  await ask('greta@nordic.example');
  const late = await tokenMailedTo('greta@nordic.example');
  const expired = new Date(Date.now() + LINK_MINUTES * MINUTE + 1000);
  expect(await signInWithLink(testDb.db, late.token, expired)).toBeNull();

  // After 30 days the session is over (and removed).
  const ended = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * MINUTE + 1000);
  expect(await findBuyerSession(testDb.db, session!.token, ended)).toBeNull();
  expect(await findBuyerSession(testDb.db, session!.token)).toBeNull();
});

it('lets two browsers racing with one link have one session between them', async () => {
  await ask('ines@lisboa.example');
  const { token } = await tokenMailedTo('ines@lisboa.example');
  const both = await Promise.all([signInWithLink(testDb.db, token), signInWithLink(testDb.db, token)]);
  expect(both.filter(Boolean)).toHaveLength(1);
});

it('limits links per address and per client, the same for a known address and an unknown one', async () => {
  const at = new Date(Date.now() + 60 * MINUTE); // a window of its own
  for (const email of ['hans@rheinfeld.example', 'stranger@example.com']) {
    const answers = [];
    for (let i = 0; i <= LINKS_PER_ADDRESS.limit; i++) answers.push((await ask(email, 'en', at)).outcome);
    expect(answers).toEqual([...Array(LINKS_PER_ADDRESS.limit).fill('accepted'), 'limited']);
  }
  const fromOne = [];
  for (let i = 0; i <= LINKS_PER_CLIENT.limit; i++) {
    const asked = await askForSignInLink(
      testDb.db,
      { email: `walker${i}@example.com`, language: 'en', client: '198.51.100.7' },
      at,
    );
    fromOne.push(asked.outcome);
  }
  expect(fromOne).toEqual([...Array(LINKS_PER_CLIENT.limit).fill('accepted'), 'limited']);
});

it('keeps buyer sessions apart from staff sessions: neither token opens the other', async () => {
  const [staff] = await testDb.db
    .insert(adminUsers)
    .values({ email: 'owner@kinglife.test', passwordHash: 'x' })
    .returning();
  const staffSession = await createSession(testDb.db, staff.id);
  expect(await findBuyerSession(testDb.db, staffSession.token)).toBeNull();

  await ask('jonas@alpen.example');
  const { token } = await tokenMailedTo('jonas@alpen.example');
  const buyer = await signInWithLink(testDb.db, token);
  expect(await findSession(testDb.db, buyer!.token)).toBeNull();
  await testDb.db.delete(adminUsers).where(eq(adminUsers.id, staff.id));
});
