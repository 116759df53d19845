import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { startSmtp } from '../../../test/smtp';
import { outgoingMail } from '../../db/schema';
import { deliverPending, queueAndSend } from '../queue';

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
