import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { startSmtp } from '../../../test/smtp';
import { outgoingMail } from '../../db/schema';
import { failedTasks, retryTask } from '../../tasks/tasks';
import { waitingTasks } from '../../../test/tasks';
import {
  enqueue,
  mailTask,
  MAX_TRIES,
  purgeOldMail,
  queueAndSend,
  queueStrandedMail,
  REDACTED,
} from '../queue';
import { captureLogs } from '@/test/logs';

let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  testDb = await freshDatabase();
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
  await queueAndSend(testDb.db, message);
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual(['staff@example.com']);
  expect(mail.raw).toContain('Subject: New enquiry');
  expect(mail.raw).toContain('Hello from the test');
  const [row] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.subject, 'New enquiry'));
  expect(row.status).toBe('sent');
});

it('keeps the message when SMTP is down and delivers it once the pause after the try has passed', async () => {
  process.env.SMTP_URL = smtp.url;
  smtp.setRefusing(true);
  await queueAndSend(testDb.db, { ...message, subject: 'Retry me' });
  const [pending] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.subject, 'Retry me'));
  expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
  expect(pending.lastError).toMatch(/Try again later/);
  // Its task waits out a pause of at least 30 s before the next try.
  const [waiting] = await waitingTasks<{ id: number }>(testDb.db, 'mail');
  expect(waiting).toMatchObject({ data: { id: pending.id }, state: 'retry' });
  expect(waiting.startAfter.getTime()).toBeGreaterThan(Date.now() + 25_000);

  smtp.setRefusing(false);
  await mailTask.runDue();
  expect(smtp.received.some((m) => m.raw.includes('Subject: Retry me'))).toBe(false);
  await mailTask.runDue({ evenIfDeferred: true });
  expect(smtp.received.filter((m) => m.raw.includes('Subject: Retry me'))).toHaveLength(1);
  const [sent] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, pending.id));
  expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
});

it('stores a message and its task only with the change that queued it', async () => {
  const before = (await waitingTasks(testDb.db, 'mail')).length;
  await expect(
    testDb.db.transaction(async (tx) => {
      await enqueue(tx, { ...message, subject: 'Never stored' });
      throw new Error('the enquiry was not stored');
    }),
  ).rejects.toThrow('the enquiry was not stored');
  expect(await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.subject, 'Never stored'))).toEqual(
    [],
  );
  expect(await waitingTasks(testDb.db, 'mail')).toHaveLength(before);
});

it('writes an .eml file to $DATA_DIR/outbox without SMTP_URL', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-outbox-'));
  process.env.DATA_DIR = dataDir;
  await queueAndSend(testDb.db, { ...message, subject: 'To the outbox' });
  const files = fs.readdirSync(path.join(dataDir, 'outbox'));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
  expect(raw).toContain('To: staff@example.com');
  expect(raw).toContain('Subject: To the outbox');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('once each, headers, giving up, redaction, logs and purging', () => {
  beforeEach(() => {
    process.env.SMTP_URL = smtp.url;
    smtp.setRefusing(false);
    smtp.setDelay(0);
  });

  const received = (subject: string) => smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}`));

  it('does not send again a message whose task runs a second time (its server died before marking it)', async () => {
    await queueAndSend(testDb.db, { ...message, subject: 'Sent before the crash' });
    const [row] = await testDb.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, 'Sent before the crash'));
    await mailTask.send({ id: row.id });
    await mailTask.runDue();
    expect(received('Sent before the crash')).toHaveLength(1);
  });

  it('sends a message again with the same Message-ID when its sending could not be recorded (the database went away just then)', async () => {
    await queueAndSend(testDb.db, { ...message, subject: 'Sent as the database went' });
    const [row] = await testDb.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, 'Sent as the database went'));
    // As the database left it: accepted by SMTP, never marked sent.
    await testDb.db
      .update(outgoingMail)
      .set({ status: 'pending', sentAt: null })
      .where(eq(outgoingMail.id, row.id));
    await mailTask.send({ id: row.id });
    await mailTask.runDue();
    const copies = received('Sent as the database went');
    expect(copies).toHaveLength(2);
    const ids = copies.map((mail) => mail.raw.match(/^Message-ID: (.*)$/im)?.[1]);
    expect(ids[0]).toMatch(/^<mail-\d+\.\d+@kinglifellc\.com>$/);
    expect(ids[1]).toBe(ids[0]);
    // Another message has an id of its own.
    await queueAndSend(testDb.db, { ...message, subject: 'Another message' });
    expect(received('Another message')[0].raw.match(/^Message-ID: (.*)$/im)?.[1]).not.toBe(ids[0]);
  });

  it('two runners at once send each due message exactly once', async () => {
    smtp.setRefusing(true);
    for (let i = 0; i < 6; i++) await queueAndSend(testDb.db, { ...message, subject: `Burst ${i}` });
    smtp.setRefusing(false);
    smtp.setDelay(50);
    await Promise.all([mailTask.runDue({ evenIfDeferred: true }), mailTask.runDue({ evenIfDeferred: true })]);
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
    await mailTask.runDue({ evenIfDeferred: true });
    const [mail] = received('Reply to the visitor');
    expect(mail.raw).toMatch(/Reply-To: visitor@example\.org/);
  });

  it('gives up after its tries, marks the message failed, shows it to owners, and sends it on their retry', async () => {
    const logged = captureLogs();
    try {
      smtp.setRefusing(true);
      await queueAndSend(testDb.db, { ...message, subject: 'Never accepted' });
      for (let i = 1; i < MAX_TRIES; i++) await mailTask.runDue({ evenIfDeferred: true });
      const [row] = await testDb.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.subject, 'Never accepted'));
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_TRIES });
      const failed = (await failedTasks(testDb.db)).find((task) => task.name === 'mail');
      expect(failed).toMatchObject({ data: { id: row.id }, tries: MAX_TRIES });
      expect(failed!.error).toMatch(/not sent: .*Try again later/);

      smtp.setRefusing(false);
      expect(await retryTask(testDb.db, 'mail', failed!.id)).toBe(true);
      await mailTask.runDue();
      expect(received('Never accepted')).toHaveLength(1);
      const [sent] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, row.id));
      expect(sent.status).toBe('sent');
    } finally {
      logged.restore();
    }
  });

  it('gives a task at start to mail stored without one (queued before the task queue)', async () => {
    const [row] = await testDb.db
      .insert(outgoingMail)
      .values({ to: 'staff@example.com', subject: 'Stored before the upgrade', text: 'x' })
      .returning();
    expect(await queueStrandedMail(testDb.db)).toBe(1);
    expect(await queueStrandedMail(testDb.db)).toBe(0);
    await mailTask.runDue();
    expect(received('Stored before the upgrade')).toHaveLength(1);
    const [sent] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, row.id));
    expect(sent.status).toBe('sent');
  });

  it('blanks a sensitive message once sent, and never logs its content, even when a send fails', async () => {
    const logged = captureLogs();
    try {
      smtp.setRefusing(true);
      const secret = {
        to: 'owner@example.com',
        subject: 'Code 482913',
        text: 'Your code is 482913',
        sensitive: true as const,
      };
      await queueAndSend(testDb.db, secret);
      smtp.setRefusing(false);
      await mailTask.runDue({ evenIfDeferred: true });
      const [row] = await testDb.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.to, 'owner@example.com'));
      expect(row).toMatchObject({ status: 'sent', subject: REDACTED, text: REDACTED, html: null });
      expect(logged.lines.length).toBeGreaterThan(0);
      expect(JSON.stringify(logged.lines)).not.toContain('482913');
      expect(JSON.stringify(logged.lines)).not.toContain('owner@example.com');
    } finally {
      logged.restore();
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
