import { eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, OPENING, jsonOf } from '@/test/admin';
import { demoApplications } from '@/content/demo';
import { jobs as jobSeeds } from '@/features/careers/openings';
import { expiredOutsideNext } from '@/lib/data/cache';
import { listPublishedJobs } from '@/features/careers/jobs';
import { applications, jobs } from '@/lib/db/schema';
import { GET, POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/jobs';
const job = OPENING;

const { create, patch, publish, remove } = bed.calls(URL, 'json', { POST, PATCH, PUBLISH, DELETE });
const list = async () => (await call(GET, bed.staff.request('GET', URL))).json();

it('lists every opening, published or not, oldest first, with how many applications each has', async () => {
  const response = await call(GET, bed.staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await response.json();
  expect(body.map((j: { title: string }) => j.title)).toEqual(jobSeeds.map((j) => j.title));
  expect(body[0]).toMatchObject({
    title: jobSeeds[0].title,
    experience: jobSeeds[0].experience,
    qualification: jobSeeds[0].qualification,
    location: jobSeeds[0].location,
    description: jobSeeds[0].description,
    published: true,
  });
  const expected = jobSeeds.map((_, index) => demoApplications.filter((a) => a.jobIndex === index).length);
  expect(body.map((j: { applicationCount: number }) => j.applicationCount)).toEqual(expected);
});

it("refuses each blank field with its own message, and text over each field's limit", async () => {
  const blank = await create({
    title: ' ',
    experience: '',
    qualification: '  ',
    location: '',
    description: '',
  });
  await expectFieldErrors(blank, {
    title: 'Please enter the job title.',
    experience: 'Please enter the required experience.',
    qualification: 'Please enter the required qualification.',
    location: 'Please enter the location.',
    description: 'Please enter the job description.',
  });
  const long = await create({
    title: 'x'.repeat(121),
    experience: 'x'.repeat(41),
    qualification: 'x'.repeat(121),
    location: 'x'.repeat(81),
    description: 'x'.repeat(10_001),
  });
  expect((await long.json()).fields).toEqual({
    title: 'At most 120 characters.',
    experience: 'At most 40 characters.',
    qualification: 'At most 120 characters.',
    location: 'At most 80 characters.',
    description: 'At most 10000 characters.',
  });
  const notJson = await call(
    POST,
    new Request('http://kinglife.test/api/v1/admin/jobs', {
      method: 'POST',
      headers: { host: 'kinglife.test', origin: 'http://kinglife.test', cookie: bed.staff.cookie },
      body: 'title=x',
    }),
  );
  expect(notJson.status).toBe(400);
  expect(await bed.testDb.db.$count(jobs)).toBe(jobSeeds.length);
});

it('creates an opening unpublished at the end of the list, trimmed; Publish puts it on the careers page', async () => {
  expiredOutsideNext.length = 0;
  const response = await create({ ...job, title: `  ${job.title}  ` });
  const created = await jsonOf(response, 201);
  expect(created).toMatchObject({ ...job, published: false, applicationCount: 0 });
  expect(expiredOutsideNext).toEqual(['jobs']);
  expect((await list()).at(-1).id).toBe(created.id);
  expect((await listPublishedJobs('en')).map((j) => j.title)).not.toContain(job.title);

  const published = await publish(created.id, { published: true });
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ id: created.id, published: true });
  expect((await listPublishedJobs('en')).at(-1)).toMatchObject({ title: job.title, location: 'Fujairah' });
  expect(expiredOutsideNext).toEqual(['jobs', 'jobs']);

  expect((await publish(created.id, { published: 'yes' })).status).toBe(400);
  expect((await publish(999_999, { published: true })).status).toBe(404);

  await publish(created.id, { published: false });
  expect((await listPublishedJobs('en')).map((j) => j.title)).not.toContain(job.title);
});

it('edits an opening in place (same position in the list) and expires the jobs tag', async () => {
  const before = await list();
  const target = before[2];
  expiredOutsideNext.length = 0;
  const response = await patch(target.id, { ...job, title: 'Senior Logistics Coordinator' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    id: target.id,
    title: 'Senior Logistics Coordinator',
    location: 'Fujairah',
    published: target.published,
    applicationCount: target.applicationCount,
  });
  expect(expiredOutsideNext).toEqual(['jobs']);
  const after = await list();
  expect(after.map((j: { id: number }) => j.id)).toEqual(before.map((j: { id: number }) => j.id));
  expect(after[2].title).toBe('Senior Logistics Coordinator');

  const invalid = await patch(target.id, { ...job, location: ' ' });
  await expectFieldErrors(invalid, { location: 'Please enter the location.' });
  expect((await patch(999_999, job)).status).toBe(404);
  expect((await patch('abc', job)).status).toBe(404);
});

it('keeps the applications of an opening that is unpublished or deleted, with their position title', async () => {
  const withApplications = (await list()).find((j: { applicationCount: number }) => j.applicationCount > 0);
  const before = await bed.testDb.db
    .select()
    .from(applications)
    .where(eq(applications.jobId, withApplications.id));
  expect(before.length).toBe(withApplications.applicationCount);

  await publish(withApplications.id, { published: false });
  expect(await bed.testDb.db.$count(applications, eq(applications.jobId, withApplications.id))).toBe(
    before.length,
  );

  expiredOutsideNext.length = 0;
  const response = await remove(withApplications.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ deleted: true });
  expect(expiredOutsideNext).toEqual(['jobs']);
  expect(await bed.testDb.db.select().from(jobs).where(eq(jobs.id, withApplications.id))).toHaveLength(0);
  for (const application of before) {
    const [kept] = await bed.testDb.db.select().from(applications).where(eq(applications.id, application.id));
    expect(kept).toMatchObject({ jobId: null, position: application.position });
  }
  expect((await remove(withApplications.id)).status).toBe(404);
  expect((await remove('x')).status).toBe(404);
});
