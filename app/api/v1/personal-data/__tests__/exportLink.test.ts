/**
 * @jest-environment node
 *
 * A copy of someone's data mailed to them, on the real database and a real mail server: staff
 * press "Mail them a link"; the person gets it in the language they wrote in; the link downloads
 * the ZIP of what that staff member may see (an Owner's: everything, HR's: the applications), as
 * often as needed for 7 days, then shows a page saying how to ask again. It is no sign-in link, a
 * forged one opens nothing, and erasing the person ends it.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, request, signIn } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { applicationPost } from '@/test/publicForm';
import { unzip } from '@/test/zip';
import { plainTextOf, smtpForFile } from '@/test/smtp';
import { storedQuote } from '@/test/quotes';
import { buyerSignInLinks } from '@/features/buyers/tables';
import { randomToken } from '@/lib/auth/tokens';
import { auditEvents, jobs } from '@/lib/db/schema';
import { mailTask } from '@/lib/mail/queue';
import { POST as MAIL_LINK } from '../../admin/personal-data/export-link/route';
import { POST as ERASE } from '../../admin/personal-data/erasure/route';
import { POST as APPLY } from '../../applications/route';
import { POST as SIGN_IN } from '../../buyer/session/route';
import { GET as COPY } from '../route';

const bed = adminTestBed({ email: 'sara@kinglife.test' });
const smtp = smtpForFile();

const LAYLA = { name: 'Layla Haddad', email: 'layla@gulfflavours.ae', phone: '0504441122' };

const quoteInArabic = (email: string) => storedQuote({ email, name: LAYLA.name, phone: LAYLA.phone }, 'ar');

let ip = 0;
async function apply(email: string) {
  const [job] = await bed.testDb.db.select({ id: jobs.id }).from(jobs).limit(1);
  const response = await call(
    APPLY,
    applicationPost(
      {
        firstName: 'Layla',
        lastName: 'Haddad',
        email,
        phoneNumber: LAYLA.phone,
        dob: '1992-05-20',
        qualification: 'B.Sc. Chemistry',
        consent: 'true',
        jobId: String(job.id),
      },
      { name: 'Layla Haddad CV.pdf', bytes: minimalPdf('Layla Haddad CV') },
      `198.51.100.${++ip}`,
    ),
  );
  expect(response.status).toBe(201);
}

type Staff = Awaited<ReturnType<typeof signIn>>;
const mailLink = (staff: Staff, email: string) =>
  call(MAIL_LINK, staff.request('POST', '/api/v1/admin/personal-data/export-link', { json: { email } }));

/** The newest mail to `to`, as the mail server received it: its text and the link's token. */
async function mailed(to: string) {
  await mailTask.runDue();
  const text = smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => plainTextOf(m.raw))
    .filter((t) => /personal-data\?token=/.test(t))
    .at(-1)!;
  return { text, token: /personal-data\?token=([\w-]+)/.exec(text)![1] };
}

const open = (token: string, language = 'en') =>
  call(
    COPY,
    new Request(`http://kinglife.test/api/v1/personal-data?token=${token}`, {
      headers: { host: 'kinglife.test', 'accept-language': language },
    }),
  );

async function entriesOf(response: Response) {
  return unzip(Buffer.from(await response.arrayBuffer()));
}

it('mails an Owner’s copy in her language; the link downloads everything held, again and again, and signs nobody in', async () => {
  await apply(LAYLA.email);
  // Her last word to us was in Arabic: the mail is.
  const own = await quoteInArabic(LAYLA.email);
  const sent = await mailLink(bed.staff, 'Layla@GulfFlavours.ae');
  expect(sent.status).toBe(200);
  const answer = await sent.json();
  expect(answer.sentTo).toBe('layla@gulfflavours.ae');
  const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);

  const { text, token } = await mailed(LAYLA.email);
  expect(text).toContain('تنزيل بياناتي');
  expect(text).toContain('7 أيام');

  for (let i = 0; i < 2; i++) {
    const response = await open(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const entries = await entriesOf(response);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['README.txt', 'enquiries.json', 'applications.json', 'mail.json']),
    );
    const requests = JSON.parse(entries['enquiries.json'].toString('utf8'));
    expect(requests.map((r: { reference: string }) => r.reference)).toEqual([own.reference]);
  }
  // Its first use is kept; the link is no sign-in to My requests.
  const [link] = await bed.testDb.db
    .select()
    .from(buyerSignInLinks)
    .where(eq(buyerSignInLinks.purpose, 'export'));
  expect(link.usedAt).not.toBeNull();
  expect(link.email).toBe('layla@gulfflavours.ae');
  const signIn = await call(SIGN_IN, request('POST', '/api/v1/buyer/session', { json: { token } }));
  expect(signIn.status).toBe(410);
  // The audit trail says a link went, not to whom.
  const events = await bed.testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.kind, 'personal_data_export'));
  expect(events.map((e) => e.summary)).toContain('a 7-day download link mailed');
  expect(JSON.stringify(events)).not.toContain('layla@');
});

it('gives HR’s link the applications alone, and refuses Sales', async () => {
  await apply('layla.hr@gulfflavours.ae');
  const hr = await signIn(bed.testDb.db, 'noura-link@kinglife.test', 'hr');
  expect((await mailLink(hr, 'layla.hr@gulfflavours.ae')).status).toBe(200);
  const { token } = await mailed('layla.hr@gulfflavours.ae');
  const entries = await entriesOf(await open(token));
  expect(Object.keys(entries).filter((name) => name.endsWith('.json'))).toEqual(['applications.json']);

  const sales = await signIn(bed.testDb.db, 'sales-link@kinglife.test', 'sales');
  expect((await mailLink(sales, 'layla.hr@gulfflavours.ae')).status).toBe(403);
});

it('shows a page in the visitor’s language for a link out of date, forged, or of a person since erased', async () => {
  await quoteInArabic('layla.late@gulfflavours.ae');
  await mailLink(bed.staff, 'layla.late@gulfflavours.ae');
  const late = await mailed('layla.late@gulfflavours.ae');
  await bed.testDb.db
    .update(buyerSignInLinks)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(buyerSignInLinks.email, 'layla.late@gulfflavours.ae'));
  const expired = await open(late.token);
  expect(expired.status).toBe(410);
  expect(expired.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await expired.text()).toContain('Links to a copy of your data work for 7 days.');
  const forged = await open(randomToken(), 'ar');
  expect(forged.status).toBe(410);
  expect(await forged.text()).toContain('انتهت صلاحية هذا الرابط');

  await quoteInArabic('layla.gone@gulfflavours.ae');
  await mailLink(bed.staff, 'layla.gone@gulfflavours.ae');
  const gone = await mailed('layla.gone@gulfflavours.ae');
  expect((await open(gone.token)).status).toBe(200);
  const erased = await call(
    ERASE,
    bed.staff.request('POST', '/api/v1/admin/personal-data/erasure', {
      json: { email: 'layla.gone@gulfflavours.ae', confirm: 'layla.gone@gulfflavours.ae' },
    }),
  );
  expect(erased.status).toBe(200);
  expect((await open(gone.token)).status).toBe(410);
});
