import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { minimalDoc, minimalDocx, minimalPdf } from '@/test/documents';
import { APPLICANT, publicFormBed, type Send } from '@/test/publicForm';
import { applications, jobs, outgoingMail, uploadedFiles } from '@/lib/db/schema';
import { applicationMessages } from '@/features/careers/messages';
import { latestDateOfBirth, RESUME_MAX_BYTES } from '@/features/careers/validation';
import { POST } from '../route';

let job: { id: number; title: string };
let ipCounter = 0;

const bed = publicFormBed();
beforeAll(async () => {
  [job] = await bed.testDb.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.published, true))
    .limit(1);
});

type Fields = Record<string, string | { bytes: Uint8Array; name: string; type?: string } | null>;

function fields(overrides: Fields = {}): Fields {
  return {
    ...APPLICANT,
    resume: { bytes: minimalPdf(), name: 'Priya Nair CV.pdf', type: 'application/pdf' },
    jobId: String(job.id),
    ...overrides,
  };
}

/** Each request from its own address unless told, so the rate limit only bites where tested. */
function post(values: Fields, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new File([Buffer.from(value.bytes)], value.name, { type: value.type ?? '' }));
  }
  ipCounter++;
  return POST(
    new Request('http://127.0.0.1:3000/api/v1/applications', {
      method: 'POST',
      headers: {
        host: '127.0.0.1:3000',
        origin: 'http://127.0.0.1:3000',
        'x-forwarded-for': `192.0.2.${ipCounter}`,
        ...headers,
      },
      body: form,
    }),
  );
}

async function applicationsFrom(email: string) {
  return bed.testDb.db.select().from(applications).where(eq(applications.email, email));
}

function storedFiles(): string[] {
  const dir = bed.data.uploads('private');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

it('stores the application and its résumé privately, then e-mails staff and the candidate', async () => {
  const response = await post(fields({ email: 'stored@example.com' }));
  expect(response.status).toBe(201);

  const [row] = await applicationsFrom('stored@example.com');
  expect(row).toMatchObject({
    jobId: job.id,
    position: job.title,
    firstName: 'Priya',
    lastName: 'Nair',
    phoneNumber: '0502418736',
    dob: '1994-06-12',
    qualification: 'B.Sc. Chemistry',
    consent: true,
  });
  const [file] = await bed.testDb.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, row.resumeFileId!));
  expect(file).toMatchObject({
    originalName: 'Priya Nair CV.pdf',
    mimeType: 'application/pdf',
    isPublic: false,
  });
  // Stored under a generated key in $DATA_DIR/uploads/private, never under the name the visitor sent.
  expect(file.key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
  const onDisk = bed.data.uploads(file.key);
  expect(fs.readFileSync(onDisk).equals(minimalPdf())).toBe(true);

  const staff = bed.smtp.received.find(
    (m) => m.to.includes('enquiries@kinglifellc.com') && m.raw.includes('Priya Nair'),
  );
  expect(staff?.raw).toContain(`New application from Priya Nair for ${job.title}`);
  const ack = bed.smtp.received.find((m) => m.to.includes('stored@example.com'));
  expect(ack?.raw).toContain('Your application for');
});

it('records the language the application was sent in', async () => {
  expect((await post(fields({ email: 'arabic@example.com' }), { 'accept-language': 'ar' })).status).toBe(201);
  expect((await post(fields({ email: 'english@example.com' }))).status).toBe(201);
  const [arabic] = await applicationsFrom('arabic@example.com');
  const [english] = await applicationsFrom('english@example.com');
  expect(arabic).toMatchObject({ language: 'ar', position: job.title });
  expect(english.language).toBe('en');
});

it('keeps where the visit came from, sent beside the multipart form', async () => {
  const source = {
    utm: { source: 'linkedin', campaign: 'hiring' },
    clickId: false,
    landing: '/careers',
    language: 'ar',
  };
  const sent = { 'x-visit-source': encodeURIComponent(JSON.stringify(source)) };
  expect((await post(fields({ email: 'linkedin@example.com' }), sent)).status).toBe(201);
  expect((await applicationsFrom('linkedin@example.com'))[0].source).toEqual(source);
});

it('accepts DOCX and legacy DOC résumés, decided by their bytes', async () => {
  await post(fields({ email: 'docx@example.com', resume: { bytes: minimalDocx(), name: 'cv.docx' } }));
  await post(fields({ email: 'doc@example.com', resume: { bytes: minimalDoc(), name: 'cv.doc' } }));
  const [docx] = await applicationsFrom('docx@example.com');
  const [doc] = await applicationsFrom('doc@example.com');
  const types = await bed.testDb.db.select().from(uploadedFiles);
  expect(types.find((f) => f.id === docx.resumeFileId)?.key).toMatch(/\.docx$/);
  expect(types.find((f) => f.id === doc.resumeFileId)).toMatchObject({ mimeType: 'application/msword' });
});

it("answers each missing or invalid field with the spec's message and stores nothing", async () => {
  const cases: [Fields, string, string][] = [
    [{ firstName: '' }, 'firstName', applicationMessages.firstName],
    [{ firstName: 'R2-D2' }, 'firstName', applicationMessages.firstNameLetters],
    [{ lastName: ' ' }, 'lastName', applicationMessages.lastName],
    [{ lastName: 'Nair3' }, 'lastName', applicationMessages.lastNameLetters],
    [{ email: '' }, 'email', applicationMessages.email],
    [{ email: 'priya@example' }, 'email', applicationMessages.emailInvalid],
    [{ phoneNumber: '' }, 'phoneNumber', applicationMessages.phoneNumber],
    [{ phoneNumber: '+971 50 241' }, 'phoneNumber', applicationMessages.phoneDigits],
    [{ dob: '' }, 'dob', applicationMessages.dob],
    [{ dob: '2011-02-30' }, 'dob', applicationMessages.dobInvalid],
    [{ dob: '2015-01-01' }, 'dob', applicationMessages.dobTooYoung],
    [{ qualification: '' }, 'qualification', applicationMessages.qualification],
    [{ resume: null }, 'resume', applicationMessages.resume],
    [{ resume: { bytes: minimalPdf(), name: 'cv.txt' } }, 'resume', applicationMessages.resumeType],
    [{ consent: 'false' }, 'consent', applicationMessages.consent],
    [{ jobId: 'abc' }, 'jobId', applicationMessages.jobId],
  ];
  for (const [change, field, message] of cases) {
    const response = await post(fields({ email: 'invalid@example.com', ...change }));
    expect({ field, status: response.status }).toEqual({ field, status: 400 });
    expect((await response.json()).fields[field]).toBe(message);
  }
  expect(await applicationsFrom('invalid@example.com')).toHaveLength(0);
});

it('accepts a date of birth exactly 18 years ago and refuses the day after', async () => {
  const latest = latestDateOfBirth();
  expect((await post(fields({ email: 'eighteen@example.com', dob: latest }))).status).toBe(201);
  const [y, m, d] = latest.split('-').map(Number);
  const dayAfter = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const response = await post(fields({ email: 'seventeen@example.com', dob: dayAfter }));
  expect((await response.json()).fields.dob).toBe(applicationMessages.dobTooYoung);
});

it('refuses a file named .pdf whose bytes are not a PDF, DOC or DOCX, and keeps no file', async () => {
  const filesBefore = storedFiles().length;
  const response = await post(
    fields({
      email: 'fake-pdf@example.com',
      resume: {
        bytes: Buffer.from('MZ\x90\x00 this is really a program'),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    }),
  );
  expect(response.status).toBe(400);
  expect((await response.json()).fields.resume).toBe('Resume must be a PDF, DOC or DOCX file');
  expect(await applicationsFrom('fake-pdf@example.com')).toHaveLength(0);
  expect(storedFiles()).toHaveLength(filesBefore);
});

it('refuses a résumé larger than 5 MB', async () => {
  const big = Buffer.concat([minimalPdf(), Buffer.alloc(RESUME_MAX_BYTES)]);
  const response = await post(fields({ email: 'big@example.com', resume: { bytes: big, name: 'cv.pdf' } }));
  expect(response.status).toBe(400);
  expect((await response.json()).fields.resume).toBe(applicationMessages.resumeSize);
  expect(await applicationsFrom('big@example.com')).toHaveLength(0);
});

it('refuses a body announced as larger than a résumé allows before reading it', async () => {
  const response = await post(fields({ email: 'huge@example.com' }), {
    'content-length': String(20 * 1024 * 1024),
  });
  expect(response.status).toBe(413);
});

it('refuses an unknown or unpublished job', async () => {
  const [hidden] = await bed.testDb.db
    .insert(jobs)
    .values({
      title: 'Hidden',
      experience: '1 yr',
      qualification: 'Any',
      location: 'Dubai',
      description: 'x',
    })
    .returning();
  for (const jobId of [String(hidden.id), '999999']) {
    const response = await post(fields({ email: 'nojob@example.com', jobId }));
    expect(response.status).toBe(422);
    expect((await response.json()).fields.jobId).toMatch(/no longer available/);
  }
  expect(await applicationsFrom('nojob@example.com')).toHaveLength(0);
});

const send: Send = (changes, headers) => post(fields(changes), headers);

bed.itGuards(send, applicationsFrom, {
  honeypot: 'silently drops a submission whose honeypot is filled',
  otherSite: 'refuses a form posted from another site',
});

it('limits each address to 5 applications per hour with a 429', async () => {
  const ip = { 'x-forwarded-for': '192.0.2.250' };
  await bed.expectRateLimited(
    (email) => send({ email }, ip),
    5,
    applicationsFrom,
    /Please wait 60 minutes and try again/,
  );
});

it('keeps the application when the mail server is down; the e-mails wait in the queue', async () => {
  bed.smtp.setRefusing(true);
  const response = await post(fields({ email: 'smtp-down@example.com' }));
  expect(response.status).toBe(201);
  expect(await applicationsFrom('smtp-down@example.com')).toHaveLength(1);
  const [queued] = await bed.testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, 'smtp-down@example.com'));
  expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
});
