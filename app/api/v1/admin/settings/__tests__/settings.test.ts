import fs from 'node:fs';
import path from 'node:path';
import { call, signIn, tempDataDir } from '../../../../../../test/admin';
import { freshDatabase, type TestDatabase } from '../../../../../../test/db';
import { POST as ENQUIRY } from '@/app/api/v1/enquiries/route';
import { company } from '@/content/company';
import { expiredOutsideNext } from '@/lib/data/cache';
import { cdnPurges } from '@/lib/db/schema';
import { enquiryEmail, getSiteSettings } from '@/lib/data/settings';
import { GET, PUT } from '../route';

let testDb: TestDatabase;
let staff: Awaited<ReturnType<typeof signIn>>;
let data: ReturnType<typeof tempDataDir>;

beforeAll(async () => {
  data = tempDataDir();
  testDb = await freshDatabase({ seeded: true });
  staff = await signIn(testDb.db);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  await testDb.drop();
  data.restore();
});

const URL = '/api/v1/admin/settings';
const save = (json: unknown) => call(PUT, staff.request('PUT', URL, { json }));

it('shows staff the seeded settings', async () => {
  const response = await call(GET, staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ...company.settings, auditRetentionDays: 365 });
});

it('refuses a bad e-mail and any link that is not a full https:// address, field by field', async () => {
  expiredOutsideNext.length = 0;
  const response = await save({
    enquiryEmail: 'sales@kinglife',
    facebookUrl: 'http://www.facebook.com/kinglifellc',
    instagramUrl: 'javascript:alert(1)',
    twitterUrl: 'x.com/kinglifellc',
    linkedinUrl: `https://www.linkedin.com/${'a'.repeat(300)}`,
  });
  expect(response.status).toBe(400);
  expect((await response.json()).fields).toEqual({
    enquiryEmail: 'Please enter a valid email address.',
    facebookUrl: 'Please enter a full link starting with https://',
    instagramUrl: 'Please enter a full link starting with https://',
    twitterUrl: 'Please enter a full link starting with https://',
    linkedinUrl: 'At most 300 characters.',
  });
  const missing = await save({ enquiryEmail: '' });
  expect((await missing.json()).fields).toMatchObject({
    enquiryEmail: 'Please enter a valid email address.',
  });
  expect(await enquiryEmail()).toBe(company.settings.enquiryEmail);
  expect(expiredOutsideNext).toEqual([]);
});

it('stores the settings (trimmed; an empty link hides it), and expires the settings tag', async () => {
  expiredOutsideNext.length = 0;
  const next = {
    enquiryEmail: '  sales-desk@kinglife.example ',
    facebookUrl: 'https://www.facebook.com/kinglife.new',
    instagramUrl: '',
    twitterUrl: 'https://x.com/kinglife_new',
    linkedinUrl: company.settings.linkedinUrl,
  };
  const response = await save(next);
  expect(response.status).toBe(200);
  // The audit retention was left out (an older client): it keeps its stored value.
  const stored = { ...next, enquiryEmail: 'sales-desk@kinglife.example', auditRetentionDays: 365 };
  expect(await response.json()).toEqual(stored);
  expect(expiredOutsideNext).toEqual(['settings']);
  // What the footer and the Contact page read.
  expect(await getSiteSettings()).toMatchObject(stored);
  expect(await (await call(GET, staff.request('GET', URL))).json()).toEqual(stored);
});

it('sends the next enquiry notification to the new address', async () => {
  await save({ ...company.settings, enquiryEmail: 'new-desk@kinglife.example' });
  const response = await ENQUIRY(
    new Request('http://kinglife.test/api/v1/enquiries', {
      method: 'POST',
      headers: { host: 'kinglife.test', origin: 'http://kinglife.test', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Hans Becker',
        email: 'hans@example.com',
        service: 'Purchase',
        message: 'Please quote 200 kg of moringa powder.',
      }),
    }),
  );
  expect(response.status).toBe(201);
  const outbox = path.join(data.dir, 'outbox');
  const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
  const staffMail = mails.filter((raw) => raw.includes('New enquiry from Hans Becker'));
  expect(staffMail).toHaveLength(1);
  expect(staffMail[0]).toMatch(/^To: new-desk@kinglife\.example$/m);
});

it('records the CDN purge of a save with it, and none for a save refused', async () => {
  process.env.CDN_PURGE = 'varnish:http://127.0.0.1:9';
  try {
    await testDb.db.delete(cdnPurges);
    expect((await save({ ...company.settings, enquiryEmail: 'bad' })).status).toBe(400);
    expect(await testDb.db.select().from(cdnPurges)).toEqual([]);
    expect((await save(company.settings)).status).toBe(200);
    expect((await testDb.db.select().from(cdnPurges)).map((row) => row.keys)).toEqual([
      ['settings'],
      ['settings'],
    ]);
  } finally {
    delete process.env.CDN_PURGE;
  }
});
