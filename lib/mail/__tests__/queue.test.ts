import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { startSmtp } from '../../../test/smtp';
import { outgoingMail } from '../../db/schema';
import { deliverPending, purgeOldMail, queueAndSend, REDACTED } from '../queue';

let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await testDb.drop();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.DATA_DIR;
});

const message = { to: 'staff@example.com', subject: 'New enquiry', text: 'Hello from the test' };

it('sends through SMTP_URL and records the message as sent', async () => {
  process.env.SMTP_URL = smtp.url;
  expect(await queueAndSend(testDb.db, message)).toBe(true);
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual(['staff@example.com']);
  expect(mail.raw).toContain('Subject: New enquiry');
  expect(mail.raw).toContain('Hello from the test');
  const [row] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.subject, 'New enquiry'));
  expect(row.status).toBe('sent');
});

it('keeps the message when SMTP is down and delivers it on a later retry', async () => {
  process.env.SMTP_URL = smtp.url;
  smtp.setRefusing(true);
  expect(await queueAndSend(testDb.db, { ...message, subject: 'Retry me' })).toBe(false);
  const [pending] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.subject, 'Retry me'));
  expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
  expect(pending.lastError).toMatch(/Try again later/);

  // Not yet due (back-off of one minute after the first try).
  smtp.setRefusing(false);
  expect(await deliverPending(testDb.db, new Date())).toBe(0);
  expect(await deliverPending(testDb.db, new Date(Date.now() + 61_000))).toBe(1);
  expect(smtp.received.some((m) => m.raw.includes('Subject: Retry me'))).toBe(true);
  const [sent] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, pending.id));
  expect(sent.status).toBe('sent');
});

it('writes an .eml file to $DATA_DIR/outbox without SMTP_URL', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-outbox-'));
  process.env.DATA_DIR = dataDir;
  expect(await queueAndSend(testDb.db, { ...message, subject: 'To the outbox' })).toBe(true);
  const files = fs.readdirSync(path.join(dataDir, 'outbox'));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
  expect(raw).toContain('To: staff@example.com');
  expect(raw).toContain('Subject: To the outbox');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('claims, headers, redaction, logs and purging', () => {
  beforeEach(() => {
    process.env.SMTP_URL = smtp.url;
    smtp.setRefusing(false);
    smtp.setDelay(0);
  });

  const received = (subject: string) => smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}`));

  it('a sweep during the inline send does not send the message again', async () => {
    smtp.setDelay(400);
    const sending = queueAndSend(testDb.db, { ...message, subject: 'Slow one' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Even a sweep that thinks it is much later leaves a message that another sender holds.
    const swept = await deliverPending(testDb.db, new Date(Date.now() + 60_000));
    expect(swept).toBe(0);
    expect(await sending).toBe(true);
    expect(received('Slow one')).toHaveLength(1);
  });

  it('two sweeps at once send each due message exactly once', async () => {
    smtp.setRefusing(true);
    for (let i = 0; i < 6; i++) await queueAndSend(testDb.db, { ...message, subject: `Burst ${i}` });
    smtp.setRefusing(false);
    smtp.setDelay(50);
    const later = new Date(Date.now() + 5 * 60_000);
    const [a, b] = await Promise.all([deliverPending(testDb.db, later), deliverPending(testDb.db, later)]);
    expect(a + b).toBe(6);
    for (let i = 0; i < 6; i++) expect(received(`Burst ${i}`)).toHaveLength(1);
  });

  it('keeps the Reply-To for a retry', async () => {
    smtp.setRefusing(true);
    await queueAndSend(testDb.db, {
      ...message,
      subject: 'Reply to the visitor',
      replyTo: 'visitor@example.org',
    });
    smtp.setRefusing(false);
    expect(await deliverPending(testDb.db, new Date(Date.now() + 5 * 60_000))).toBeGreaterThanOrEqual(1);
    const [mail] = received('Reply to the visitor');
    expect(mail.raw).toMatch(/Reply-To: visitor@example\.org/);
  });

  it('sends again, once, a message whose sender died (its lease ran out)', async () => {
    const [row] = await testDb.db
      .insert(outgoingMail)
      .values({
        to: 'staff@example.com',
        subject: 'Orphaned by a crash',
        text: 'x',
        leaseUntil: new Date(Date.now() - 1000),
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning();
    expect(await deliverPending(testDb.db)).toBeGreaterThanOrEqual(1);
    expect(await deliverPending(testDb.db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(received('Orphaned by a crash')).toHaveLength(1);
    const [sent] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, row.id));
    expect(sent.status).toBe('sent');
  });

  it('blanks a sensitive message once sent, and never logs its content, even when a send fails', async () => {
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const error = jest.spyOn(console, 'error').mockImplementation(capture);
    const info = jest.spyOn(console, 'info').mockImplementation(capture);
    try {
      smtp.setRefusing(true);
      const secret = { to: 'owner@example.com', subject: 'Code 482913', text: 'Your code is 482913' };
      expect(await queueAndSend(testDb.db, secret, { sensitive: true })).toBe(false);
      smtp.setRefusing(false);
      await deliverPending(testDb.db, new Date(Date.now() + 5 * 60_000));
      const [row] = await testDb.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.to, 'owner@example.com'));
      expect(row).toMatchObject({ status: 'sent', subject: REDACTED, text: REDACTED, html: null });
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).not.toContain('482913');
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });

  it('purges sent mail after 30 days and failed mail after 90', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await testDb.db.insert(outgoingMail).values([
      { to: 'a@x.io', subject: 'old sent', text: 'x', status: 'sent', sentAt: new Date(now - 31 * day) },
      { to: 'a@x.io', subject: 'recent sent', text: 'x', status: 'sent', sentAt: new Date(now - 2 * day) },
      {
        to: 'a@x.io',
        subject: 'old failed',
        text: 'x',
        status: 'failed',
        createdAt: new Date(now - 91 * day),
      },
      {
        to: 'a@x.io',
        subject: 'pending',
        text: 'x',
        status: 'pending',
        createdAt: new Date(now - 200 * day),
      },
    ]);
    expect(await purgeOldMail(testDb.db)).toBeGreaterThanOrEqual(2);
    const left = (await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'a@x.io'))).map(
      (r) => r.subject,
    );
    expect(left.sort()).toEqual(['pending', 'recent sent']);
  });
});
