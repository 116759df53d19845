/**
 * @jest-environment node
 *
 * Personal data on request, on the real database and the real upload folder: one person (Mariam
 * Haddad) sends a contact enquiry in Arabic, a quote request under a +tagged address, and a job
 * application with her résumé; staff answer the quote with a named reply and a PDF; she asks for a
 * sign-in link and keeps a list; a webhook receives the events. Another buyer (Hans) does the same
 * kinds of thing. Staff search for her in any case, export it all as a ZIP, and erase it: no trace
 * of her address, name or phone is left in any table of any schema or in storage, the counts stay,
 * Hans's data is untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { adminTestBed, call, request, signIn } from '@/test/admin';
import { rowsPerTable, tablesHolding } from '@/test/db';
import { fileOf, minimalPdf } from '@/test/documents';
import { applicationPost, publicPost } from '@/test/publicForm';
import { unzip } from '@/test/zip';
import { askForSignInLink } from '@/features/buyers/signIn';
import {
  auditEvents,
  buyerLists,
  buyerSessions,
  buyerSignInLinks,
  enquiries,
  jobs,
  outgoingMail,
  uploadedFiles,
} from '@/lib/db/schema';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { POST as ENQUIRY } from '../../../enquiries/route';
import { POST as QUOTE } from '../../../quote-requests/route';
import { POST as APPLY } from '../../../applications/route';
import { POST as ADD_WEBHOOK } from '../../webhooks/route';
import { PUT as STATUS } from '../../enquiries/[id]/status/route';
import { POST as FIND } from '../route';
import { POST as EXPORT } from '../export/route';
import { POST as ERASE } from '../erasure/route';

const bed = adminTestBed({ email: 'sara@kinglife.test' });

const MARIAM = {
  name: 'Mariam Haddad',
  email: 'mariam.haddad@cedar-foods.example',
  tagged: 'Mariam.Haddad+quotes@Cedar-Foods.example',
  phone: '0507771234',
};
const HANS = { name: 'Hans Becker', email: 'hans@rheinfeld.example', phone: '0491701234' };

let ip = 0;
const headers = (language: 'en' | 'ar') => ({
  'accept-language': language,
  'x-forwarded-for': `203.0.113.${++ip}`,
});

async function contact(person: { name: string; email: string }, language: 'en' | 'ar') {
  const response = await ENQUIRY(
    publicPost(
      '/api/v1/enquiries',
      {
        name: person.name,
        email: person.email,
        company: 'Cedar Foods',
        service: 'Green Spice Extracts',
        message: `I am ${person.name}.`,
      },
      headers(language),
    ),
  );
  expect(response.status).toBe(201);
}

async function quote(person: { name: string; phone: string }, email: string) {
  const response = await QUOTE(
    publicPost(
      '/api/v1/quote-requests',
      {
        kind: 'quote',
        lines: [{ productId: 7, quantity: 2, unit: 'MT' }],
        company: 'Cedar Foods',
        name: person.name,
        email,
        phone: person.phone,
        country: 'LB',
        incoterm: 'CIF',
      },
      headers('en'),
    ),
  );
  expect(response.status).toBe(201);
}

async function apply(person: { name: string; email: string; phone: string }, jobId: number) {
  const [firstName, lastName] = person.name.split(' ');
  const fields = {
    firstName,
    lastName,
    email: person.email.toUpperCase(),
    phoneNumber: person.phone,
    dob: '1991-03-14',
    qualification: 'M.Sc. Food Science',
    consent: 'true',
    jobId: String(jobId),
  };
  const response = await APPLY(
    applicationPost(
      fields,
      { name: `${person.name} CV.pdf`, bytes: minimalPdf(`${person.name} CV`) },
      `198.51.100.${++ip}`,
    ),
  );
  expect(response.status).toBe(201);
}

const find = (staff: typeof bed.staff, email: string) =>
  call(FIND, staff.request('POST', '/api/v1/admin/personal-data', { json: { email } }));

/** Tables (of every schema) and files in the upload folder holding `needle`, any case. */
async function tracesOf(needle: string): Promise<string[]> {
  const found = await tablesHolding(bed.testDb.db, needle);
  const uploads = bed.data.uploads();
  for (const file of fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : []) {
    const full = path.join(uploads, String(file));
    if (
      fs.statSync(full).isFile() &&
      fs.readFileSync(full).toString('latin1').toLowerCase().includes(needle.toLowerCase())
    )
      found.push(`file ${file}`);
  }
  return found;
}

let mariamQuote = 0;
let resumeKey = '';

beforeAll(async () => {
  const hook = await call(
    ADD_WEBHOOK,
    bed.staff.request('POST', '/api/v1/admin/webhooks', {
      json: {
        url: 'https://hooks.zapier.com/hooks/catch/1/privacy/',
        description: 'CRM',
        events: ['enquiry.created', 'quote.created', 'application.created', 'request.status_changed'],
        allowPrivate: false,
      },
    }),
  );
  expect(hook.status).toBe(201);
  const [job] = await bed.testDb.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.published, true))
    .limit(1);

  await contact(MARIAM, 'ar');
  await quote(MARIAM, MARIAM.tagged);
  await apply(MARIAM, job.id);
  await contact(HANS, 'en');
  await quote(HANS, HANS.email);
  await apply(HANS, job.id);

  [{ id: mariamQuote }] = await bed.testDb.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.email, MARIAM.tagged));
  const answered = await call(
    STATUS,
    bed.staff.request('PUT', `/api/v1/admin/enquiries/${mariamQuote}/status`, {
      form: {
        status: 'quoted',
        reply: `Dear ${MARIAM.name}, our offer is attached. Call us back on ${MARIAM.phone}.`,
        file: fileOf(minimalPdf('Quotation'), 'Quotation Cedar Foods.pdf'),
      },
    }),
    { id: mariamQuote },
  );
  expect(answered.status).toBe(200);
  // She asked for a sign-in link (its counter and task carry her address) and signed in with one.
  await askForSignInLink(bed.testDb.db, { email: MARIAM.tagged, language: 'en', client: '203.0.113.250' });
  const inAnHour = new Date(Date.now() + 3_600_000);
  await bed.testDb.db.insert(buyerSignInLinks).values({
    tokenHash: sha256(randomToken()),
    email: MARIAM.email,
    expiresAt: inAnHour,
    usedAt: new Date(),
  });
  await bed.testDb.db
    .insert(buyerSessions)
    .values({ id: sha256(randomToken()), email: MARIAM.email, expiresAt: inAnHour });
  await bed.testDb.db.insert(buyerLists).values([
    { email: MARIAM.email, name: 'Spices for Beirut', productIds: [7, 3] },
    { email: HANS.email, name: 'Hamburg line', productIds: [5] },
  ]);
  // Staff looked her up before: the audit trail keeps the export's filter.
  await bed.testDb.db
    .insert(auditEvents)
    .values({ kind: 'csv_export', summary: 'enquiries.csv', after: { filters: { q: MARIAM.email } } });
  resumeKey = (
    await bed.testDb.db.execute<{ key: string }>(
      sql`SELECT f.key FROM applications a JOIN uploaded_files f ON f.id = a.resume_file_id WHERE lower(a.email) = ${MARIAM.email}`,
    )
  ).rows[0].key;
});

it('finds everything held about a person in any case and with or without a +tag, newest first in each kind', async () => {
  for (const typed of [MARIAM.email, MARIAM.tagged, ' MARIAM.HADDAD@CEDAR-FOODS.EXAMPLE ']) {
    const response = await find(bed.staff, typed);
    expect(response.status).toBe(200);
    const found = await response.json();
    expect(found.email).toBe(MARIAM.email);
    const counts = Object.fromEntries(
      found.groups.map((g: { kind: string; records: unknown[] }) => [g.kind, g.records.length]),
    );
    expect(counts).toMatchObject({
      enquiries: 2,
      applications: 1,
      buyerLists: 1,
      buyerSignIns: 2,
      auditEvents: 3,
    });
    expect(counts.mail).toBeGreaterThanOrEqual(5);
    expect(counts.webhookEvents).toBe(4);
    const requests = found.groups.find((g: { kind: string }) => g.kind === 'enquiries').records;
    expect(requests[0].title).toMatch(/^Quote request KL-Q-/);
    expect(requests[0].files).toEqual(['Quotation Cedar Foods.pdf']);
    expect(requests[1].details).toContain(MARIAM.name);
    const applications = found.groups.find((g: { kind: string }) => g.kind === 'applications').records;
    expect(applications[0].files).toEqual(['Mariam Haddad CV.pdf']);
    // Nothing of Hans's.
    expect(JSON.stringify(found)).not.toContain(HANS.email);
  }
  const nobody = await (await find(bed.staff, 'nobody@example.com')).json();
  expect(nobody.groups).toEqual([]);
  const refused = await find(bed.staff, 'not an address');
  expect(refused.status).toBe(400);
});

it('shows HR the applications only, and refuses Sales and Editors', async () => {
  const hr = await signIn(bed.testDb.db, 'noura@kinglife.test', 'hr');
  const found = await (await find(hr, MARIAM.email)).json();
  expect(found.groups.map((g: { kind: string }) => g.kind)).toEqual(['applications']);
  for (const role of ['sales', 'editor'] as const) {
    const staff = await signIn(bed.testDb.db, `${role}-privacy@kinglife.test`, role);
    expect((await find(staff, MARIAM.email)).status).toBe(403);
  }
  const erased = await call(
    ERASE,
    hr.request('POST', '/api/v1/admin/personal-data/erasure', {
      json: { email: MARIAM.email, confirm: MARIAM.email },
    }),
  );
  expect(erased.status).toBe(403);
});

it('exports one ZIP: a README in her language, a JSON per kind holding every record the search showed, her files', async () => {
  const found = await (await find(bed.staff, MARIAM.email)).json();
  const response = await call(
    EXPORT,
    bed.staff.request('POST', '/api/v1/admin/personal-data/export', { json: { email: MARIAM.email } }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  for (const group of found.groups as { kind: string; records: unknown[] }[])
    expect(JSON.parse(entries[`${group.kind}.json`].toString('utf8'))).toHaveLength(group.records.length);
  // Her latest is the application, sent from the English page.
  expect(entries['README.txt'].toString('utf8')).toContain(`personal data held about ${MARIAM.email}`);
  const [request] = JSON.parse(entries['enquiries.json'].toString('utf8')).filter(
    (r: { kind: string }) => r.kind === 'quote',
  );
  expect(request).toMatchObject({
    name: MARIAM.name,
    phone: MARIAM.phone,
    products: [{ quantity: 2, unit: 'MT' }],
  });
  expect(request.timeline[0].message).toContain(`Dear ${MARIAM.name}`);
  const files = Object.keys(entries).filter((name) => name.startsWith('files/'));
  expect(files.map((name) => name.replace(/^files\/\d+-/, '')).sort()).toEqual([
    'Mariam Haddad CV.pdf',
    'Quotation Cedar Foods.pdf',
  ]);
  const cv = files.find((name) => name.endsWith('CV.pdf'))!;
  expect(entries[cv].equals(fs.readFileSync(bed.data.uploads(resumeKey)))).toBe(true);
  const [audited] = await bed.testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.kind, 'personal_data_export'));
  expect(JSON.stringify(audited)).not.toContain(MARIAM.email);
});

it('refuses an erasure whose address typed again is not the one searched, and erases nothing', async () => {
  const response = await call(
    ERASE,
    bed.staff.request('POST', '/api/v1/admin/personal-data/erasure', {
      json: { email: MARIAM.email, confirm: HANS.email },
    }),
  );
  expect(response.status).toBe(400);
  expect((await response.json()).fields.confirm).toBe('The address typed again is not the one searched.');
  expect(await tracesOf(MARIAM.email)).not.toEqual([]);
});

it('erases her everywhere in one go: no trace in any table or file, the counts and Hans’s data as they were', async () => {
  const counts = await rowsPerTable(bed.testDb.db);
  const hansBefore = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, HANS.email));
  const hansTraces = await tracesOf(HANS.email);

  const response = await call(
    ERASE,
    bed.staff.request('POST', '/api/v1/admin/personal-data/erasure', {
      json: { email: MARIAM.tagged, confirm: ` ${MARIAM.tagged.toUpperCase()}` },
    }),
  );
  expect(response.status).toBe(200);
  const erased = await response.json();
  expect(erased.erased).toMatchObject({
    enquiries: 2,
    applications: 1,
    buyerLists: 1,
    buyerSignIns: 2,
    webhookEvents: 4,
    auditEvents: 3,
  });
  expect(erased.files).toBe(2);

  for (const needle of [MARIAM.email, 'mariam.haddad+quotes', MARIAM.name, MARIAM.phone, 'Haddad'])
    expect({ needle, found: await tracesOf(needle) }).toEqual({ needle, found: [] });
  expect(fs.existsSync(bed.data.uploads(resumeKey))).toBe(false);
  const after = await rowsPerTable(bed.testDb.db);
  for (const table of [
    'public.enquiries',
    'public.enquiry_lines',
    'public.applications',
    'public.request_events',
  ])
    expect({ table, rows: after[table] }).toEqual({ table, rows: counts[table] });
  // What the books keep: the reference, product, quantity, date, country and status.
  const [kept] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, mariamQuote));
  expect(kept).toMatchObject({
    kind: 'quote',
    country: 'LB',
    status: 'quoted',
    name: 'Erased on request',
    email: '',
  });
  expect(kept.reference).toMatch(/^KL-Q-/);

  expect(await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, HANS.email))).toEqual(
    hansBefore,
  );
  expect(await tracesOf(HANS.email)).toEqual(hansTraces);
  expect(
    await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(sql`${uploadedFiles.originalName} LIKE 'Hans%'`),
  ).toHaveLength(1);

  const [audited] = await bed.testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.kind, 'personal_data_erasure'));
  expect(audited.actorEmail).toBe('sara@kinglife.test');
  expect(audited.summary).toMatch(/records erased or anonymised, 2 files removed/);
  expect((await (await find(bed.staff, MARIAM.email)).json()).groups).toEqual([]);

  // Staff may still move the request on; with no address left, nothing is mailed.
  const moved = await call(
    STATUS,
    bed.staff.request('PUT', `/api/v1/admin/enquiries/${mariamQuote}/status`, {
      form: { status: 'closed', reply: 'Closed after the erasure.' },
    }),
    { id: mariamQuote },
  );
  expect(moved.status).toBe(200);
  expect(await bed.testDb.db.$count(outgoingMail, eq(outgoingMail.to, ''))).toBe(0);
});

it('answers without a session with 401 and reads nothing', async () => {
  const response = await call(
    FIND,
    request('POST', '/api/v1/admin/personal-data', { json: { email: MARIAM.email } }),
  );
  expect(response.status).toBe(401);
});
