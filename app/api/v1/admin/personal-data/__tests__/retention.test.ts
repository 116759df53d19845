/**
 * @jest-environment node
 *
 * How long people's details are kept: an Owner sees the periods in force and sets the two of
 * requests and job applications within their limits (HR may not); the hourly clean-up then
 * anonymises the requests and applications past them — with their files, and the buyer's name in
 * staff's replies — and leaves the younger ones as they were.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { adminTestBed, call, signIn } from '@/test/admin';
import { fileOf, minimalPdf } from '@/test/documents';
import { applicationPost, publicPost } from '@/test/publicForm';
import { applications, enquiries, jobs, requestEvents } from '@/lib/db/schema';
import { runHousekeeping } from '@/lib/data/housekeeping';
import { storageFor } from '@/lib/storage/configured';
import { POST as QUOTE } from '../../../quote-requests/route';
import { POST as APPLY } from '../../../applications/route';
import { PUT as STATUS } from '../../enquiries/[id]/status/route';
import { GET as RETENTION, PUT as SET_RETENTION } from '../retention/route';

const bed = adminTestBed();
let ip = 0;

const setRetention = (staff: typeof bed.staff, json: unknown) =>
  call(SET_RETENTION, staff.request('PUT', '/api/v1/admin/personal-data/retention', { json }));

async function quote(name: string, email: string): Promise<number> {
  const response = await QUOTE(
    publicPost(
      '/api/v1/quote-requests',
      {
        kind: 'quote',
        lines: [{ productId: 7, quantity: 1, unit: 'MT' }],
        company: 'Cedar Foods',
        name,
        email,
        country: 'LB',
        incoterm: 'CIF',
      },
      { 'x-forwarded-for': `203.0.113.${++ip}` },
    ),
  );
  expect(response.status).toBe(201);
  const [row] = await bed.testDb.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.email, email));
  return row.id;
}

async function apply(firstName: string, email: string, jobId: number): Promise<number> {
  const fields = {
    firstName,
    lastName: 'Aoun',
    email,
    phoneNumber: '0507771234',
    dob: '1991-03-14',
    qualification: 'M.Sc.',
    consent: 'true',
    jobId: String(jobId),
  };
  const response = await APPLY(
    applicationPost(fields, { name: `${firstName} CV.pdf`, bytes: minimalPdf('CV') }, `198.51.100.${++ip}`),
  );
  expect(response.status).toBe(201);
  const [row] = await bed.testDb.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, email));
  return row.id;
}

const backdate = (table: 'enquiries' | 'applications', id: number, days: number) =>
  bed.testDb.db.execute(
    sql`UPDATE ${sql.identifier(table)} SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`,
  );

it('shows an Owner the periods in force and keeps the two they set within their limits; HR may not', async () => {
  const shown = await (
    await call(RETENTION, bed.staff.request('GET', '/api/v1/admin/personal-data/retention'))
  ).json();
  expect(shown).toMatchObject({ requestRetentionMonths: 84, applicationRetentionMonths: 24 });
  expect(shown.fixed).toEqual(
    expect.arrayContaining(['Audit trail: 365 days (set in General).', 'Events sent to webhooks: 30 days.']),
  );

  const refused = await setRetention(bed.staff, {
    requestRetentionMonths: 84,
    applicationRetentionMonths: 3,
  });
  expect(refused.status).toBe(400);
  expect((await refused.json()).fields.applicationRetentionMonths).toBe(
    'Please enter a whole number of months from 6 to 120.',
  );
  const hr = await signIn(bed.testDb.db, 'noura.retention@kinglife.test', 'hr');
  expect((await setRetention(hr, { requestRetentionMonths: 12, applicationRetentionMonths: 6 })).status).toBe(
    403,
  );

  const saved = await setRetention(bed.staff, { requestRetentionMonths: 12, applicationRetentionMonths: 6 });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ requestRetentionMonths: 12, applicationRetentionMonths: 6 });
});

it('anonymises the requests and applications past their period, with their files, and leaves the younger ones', async () => {
  await setRetention(bed.staff, { requestRetentionMonths: 12, applicationRetentionMonths: 6 });
  const [job] = await bed.testDb.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.published, true))
    .limit(1);
  const oldQuote = await quote('Rami Aoun', 'rami@cedar-foods.example');
  const newQuote = await quote('Dana Aoun', 'dana@cedar-foods.example');
  const answered = await call(
    STATUS,
    bed.staff.request('PUT', `/api/v1/admin/enquiries/${oldQuote}/status`, {
      form: {
        status: 'quoted',
        reply: 'Dear Rami Aoun, our offer is attached.',
        file: fileOf(minimalPdf('Offer'), 'Offer.pdf'),
      },
    }),
    { id: oldQuote },
  );
  expect(answered.status).toBe(200);
  const oldApplication = await apply('Karim', 'karim@example.com', job.id);
  const newApplication = await apply('Lina', 'lina@example.com', job.id);
  await backdate('enquiries', oldQuote, 400);
  await backdate('enquiries', newQuote, 300);
  await backdate('applications', oldApplication, 200);
  await backdate('applications', newApplication, 150);
  const files = await bed.testDb.db.execute<{ key: string }>(sql`
    SELECT f.key FROM uploaded_files f WHERE f.id IN (
      SELECT resume_file_id FROM applications WHERE id = ${oldApplication}
      UNION SELECT attachment_file_id FROM request_events WHERE enquiry_id = ${oldQuote})`);
  expect(files.rows).toHaveLength(2);

  const report = await runHousekeeping(bed.testDb.db, new Date(), storageFor(bed.data.dir));
  expect(report).toMatchObject({ ran: true, expiredRequests: 1, expiredApplications: 1 });

  const [gone] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, oldQuote));
  expect(gone).toMatchObject({
    name: 'Erased on request',
    email: '',
    company: '',
    country: 'LB',
    status: 'quoted',
  });
  const [reply] = await bed.testDb.db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.enquiryId, oldQuote));
  expect(reply.message).toBe('Dear [erased], our offer is attached.');
  const [karim] = await bed.testDb.db.select().from(applications).where(eq(applications.id, oldApplication));
  expect(karim).toMatchObject({ firstName: 'Erased on request', email: '', dob: null, resumeFileId: null });
  for (const { key } of files.rows) expect(fs.existsSync(bed.data.uploads(key))).toBe(false);

  const [dana] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, newQuote));
  expect(dana).toMatchObject({ name: 'Dana Aoun', email: 'dana@cedar-foods.example' });
  const [lina] = await bed.testDb.db.select().from(applications).where(eq(applications.id, newApplication));
  expect(lina).toMatchObject({ firstName: 'Lina', email: 'lina@example.com' });
  expect(lina.resumeFileId).not.toBeNull();

  // Anonymised once: the next run finds nothing more.
  expect(await runHousekeeping(bed.testDb.db, new Date(), storageFor(bed.data.dir))).toMatchObject({
    expiredRequests: 0,
    expiredApplications: 0,
  });
});
