/**
 * @jest-environment node
 *
 * A mail that carries a credential leaves nothing of it behind once sent: each such mail is sent
 * for real (through its route or function, the mail task and a real SMTP server), its token, code
 * or signature read from the received message, then looked for in every row of every table of
 * every schema (the task queue's too) and in every file of a backup: not found. A mail without one
 * (an enquiry's acknowledgement) is kept readable for staff.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { adminTestBed, call, request } from '@/test/admin';
import { allTables } from '@/test/db';
import { fileOf, minimalPdf } from '@/test/documents';
import { publicPost } from '@/test/publicForm';
import { plainTextOf, startSmtp } from '@/test/smtp';
import { createBackup } from '@/lib/backup/archive';
import { createAdmin } from '@/lib/auth/adminUsers';
import { requestPasswordReset, verifyResetCode } from '@/lib/auth/passwordReset';
import { SITE_TABLES } from '@/lib/db/backupTables';
import * as schema from '@/lib/db/schema';
import { mailTask, REDACTED } from '@/lib/mail/queue';
import { getStorage } from '@/lib/storage';
import { createDocument } from '@/features/documents/data';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { POST as SIGN_IN_LINK } from '../buyer/sign-in-link/route';
import { POST as BUYER_SESSION } from '../buyer/session/route';
import { GET as REQUEST_FILE } from '../buyer/files/[stepId]/route';
import { POST as INVITE } from '../admin/accounts/route';
import { POST as RESET_ACCOUNT } from '../admin/accounts/[id]/reset/route';
import { PUT as STATUS } from '../admin/enquiries/[id]/status/route';
import { POST as SET_PASSWORD } from '../auth/password/reset/route';
import { GET as DOCUMENT } from '../documents/[id]/route';
import { POST as ASK_FOR_DOCUMENT } from '../documents/[id]/request/route';
import { POST as ENQUIRY } from '../enquiries/route';

const bed = adminTestBed();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const dirs: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  // The seeded template's demo files live in another run's folder: a backup here holds this
  // test's uploads only.
  await bed.testDb.db.update(schema.applications).set({ resumeFileId: null });
  await bed.testDb.db.delete(schema.productDocuments);
  await bed.testDb.db.delete(schema.uploadedFiles);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The plain text of the newest message to `to`, once what is queued has gone through SMTP. */
async function mailTo(to: string): Promise<string> {
  await mailTask.runDue();
  const mail = smtp.received
    .filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return plainTextOf(mail.raw);
}

function match(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${pattern} not in:\n${text}`);
  return decodeURIComponent(found);
}

/**
 * Where `secret` is written, in `text`. A six-digit code is looked for as a number of its own, and
 * not after a point: a timestamp's microseconds (…12:34:56.482913) are not a code.
 */
function holds(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(text);
}

/** Every row of every table of every schema, as text, by table. */
async function everyRow(): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const table of await allTables(bed.testDb.db)) {
    const result = await bed.testDb.db.execute<{ row: string }>(
      sql.raw(`SELECT t::text AS row FROM ${table} t`),
    );
    rows.set(table, result.rows.map((r) => r.row).join('\n'));
  }
  return rows;
}

/** Every file of a backup made now (`npm run backup`'s archive), extracted, by its path inside. */
async function backupFiles(): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-credentials-'));
  dirs.push(dir);
  const archive = path.join(dir, 'backup.tar.gz');
  await createBackup(bed.testDb.db, getStorage(), archive, SITE_TABLES);
  const extracted = path.join(dir, 'extracted');
  fs.mkdirSync(extracted);
  execFileSync('tar', ['-xzf', archive, '-C', extracted]);
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(extracted, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(extracted, file), fs.readFileSync(file, 'latin1'));
  }
  return files;
}

/** The names of the tables or files that hold `secret`. */
const holding = (texts: Map<string, string>, secret: string) =>
  [...texts].filter(([, text]) => holds(text, secret)).map(([name]) => name);

it('leaves no sign-in link, set-password link, reset code or signed link in the database or a backup once mailed', async () => {
  const buyer = 'Layla@GulfFlavours.example';
  const stored = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'quote',
      lines: [{ productId: 7, quantity: 2, unit: 'MT' }],
      company: 'Gulf Flavours FZE',
      name: 'Layla Haddad',
      email: buyer,
      country: 'AE',
      incoterm: 'FOB',
    }),
    'en',
    { ip: null, source: null },
  );
  if (!stored.ok) throw new Error('the quote request was not stored');
  const buyerAddress = buyer.toLowerCase();

  // The buyer's sign-in link (the task, run after the answer, mails it).
  const asked = await call(
    SIGN_IN_LINK,
    request('POST', '/api/v1/buyer/sign-in-link', { json: { email: buyer } }),
  );
  expect(asked.status).toBe(202);
  const signInToken = match(await mailTo(buyerAddress), /sign-in\?token=([\w-]+)/);

  // Staff's invitation and an Owner's reset of an account: links that set a password.
  const invited = await call(
    INVITE,
    bed.staff.request('POST', '/api/v1/admin/accounts', {
      json: { email: 'new-hire@kinglife.test', role: 'sales' },
    }),
  );
  expect(invited.status).toBe(201);
  const invitationToken = match(await mailTo('new-hire@kinglife.test'), /\?link=([\w%-]+)/);
  const member = await createAdmin(bed.testDb.db, {
    email: 'reset-me@kinglife.test',
    passwordHash: 'x',
    role: 'sales',
  });
  const reset = await call(
    RESET_ACCOUNT,
    bed.staff.request('POST', `/api/v1/admin/accounts/${member.id}/reset`),
    { id: member.id },
  );
  expect(reset.status).toBe(200);
  const resetToken = match(await mailTo('reset-me@kinglife.test'), /\?link=([\w%-]+)/);

  // The forgot-password code.
  await createAdmin(bed.testDb.db, { email: 'forgot@kinglife.test', passwordHash: 'x', role: 'sales' });
  const { delivery } = await requestPasswordReset(bed.testDb.db, 'forgot@kinglife.test');
  expect(await delivery).toBe(true);
  const code = match(await mailTo('forgot@kinglife.test'), /password of the Kinglife admin is:\s+(\d{6})/);

  // A document sent on request: its signed link.
  const sheet = await createDocument(2, {
    type: 'sds',
    language: 'en',
    revisionDate: '2025-12-10',
    access: 'request',
    file: fileOf(minimalPdf('Safety data sheet'), 'sds.pdf'),
  });
  const documentPath = `/api/v1/documents/${sheet!.id}/request`;
  const askedForDocument = await call(
    ASK_FOR_DOCUMENT,
    publicPost(documentPath, { name: 'Omar Said', company: 'Said Trading', email: 'omar@said.example' }),
    { id: sheet!.id },
  );
  expect(askedForDocument.status).toBe(201);
  const documentLink = new URL(
    match(await mailTo('omar@said.example'), /(https?:\/\/\S+\/api\/v1\/documents\/\S+)/),
  );
  const documentSignature = documentLink.searchParams.get('signature')!;

  // Staff's reply to the quote request with a PDF: the status mail's week-long link to it.
  const replied = await call(
    STATUS,
    bed.staff.request('PUT', `/api/v1/admin/enquiries/${stored.request.id}/status`, {
      form: {
        status: 'quoted',
        reply: 'Our offer is attached.',
        file: fileOf(minimalPdf('Quotation'), 'quotation.pdf'),
      },
    }),
    { id: stored.request.id },
  );
  expect(replied.status).toBe(200);
  const fileLink = new URL(match(await mailTo(buyerAddress), /(https?:\/\/\S+\/api\/v1\/buyer\/files\/\S+)/));
  const fileSignature = fileLink.searchParams.get('signature')!;

  const secrets = {
    signInToken,
    invitationToken,
    resetToken,
    code,
    documentSignature,
    fileSignature,
  };
  const tables = await everyRow();
  const files = await backupFiles();
  const found = (secret: string) => [...holding(tables, secret), ...holding(files, secret)];
  expect(Object.fromEntries(Object.entries(secrets).map(([name, secret]) => [name, found(secret)]))).toEqual(
    Object.fromEntries(Object.keys(secrets).map((name) => [name, []])),
  );
  // The search read what is there: the stored mails, blanked, are in both.
  expect(tables.get('public.outgoing_mail')).toContain(REDACTED);
  expect(files.get('db/outgoing_mail.json')).toContain(REDACTED);

  // Each was the real thing: it still works for the one who received it.
  const signedIn = await call(
    BUYER_SESSION,
    request('POST', '/api/v1/buyer/session', { json: { token: signInToken } }),
  );
  expect(signedIn.status).toBe(200);
  for (const token of [invitationToken, resetToken]) {
    const password = 'a-new-password';
    const set = await call(
      SET_PASSWORD,
      request('POST', '/api/v1/auth/password/reset', {
        json: { password, confirmPassword: password, resetToken: token },
      }),
    );
    expect(set.status).toBe(200);
  }
  expect(await verifyResetCode(bed.testDb.db, 'forgot@kinglife.test', code)).not.toBeNull();
  const document = await call(DOCUMENT, request('GET', `${documentLink.pathname}${documentLink.search}`), {
    id: sheet!.id,
  });
  expect(document.status).toBe(200);
  const stepId = fileLink.pathname.split('/').at(-1)!;
  const file = await call(REQUEST_FILE, request('GET', `${fileLink.pathname}${fileLink.search}`), {
    stepId,
  });
  expect(file.status).toBe(200);
});

it("keeps an enquiry's acknowledgement readable once sent: staff read what was mailed", async () => {
  const message = 'Please quote 200 kg of black pepper oleoresin, batch MARKER-7731.';
  const sent = await ENQUIRY(
    publicPost('/api/v1/enquiries', {
      name: 'Hans Becker',
      email: 'hans@rheinfeld.example',
      company: 'Rheinfeld GmbH',
      service: 'Green Spice Extracts',
      message,
    }),
  );
  expect(sent.status).toBe(201);
  expect(await mailTo('hans@rheinfeld.example')).toContain('MARKER-7731');

  const [ack] = (await bed.testDb.db.select().from(schema.outgoingMail)).filter(
    (mail) => mail.to === 'hans@rheinfeld.example',
  );
  expect(ack).toMatchObject({ status: 'sent', sensitive: false, subject: 'We have received your enquiry' });
  expect(ack.text).toContain('MARKER-7731');
  expect(ack.html).toContain('MARKER-7731');
  expect(holding(await backupFiles(), 'MARKER-7731')).toContain('db/outgoing_mail.json');
});
