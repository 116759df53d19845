import fs from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { adminTestBed, call, request, expectFieldErrors } from '@/test/admin';
import { POST as ENQUIRY } from '@/app/api/v1/enquiries/route';
import { company } from '@/content/company';
import { expiredOutsideNext } from '@/lib/data/cache';
import { auditEvents, siteSettings } from '@/lib/db/schema';
import { waitingTasks } from '@/test/tasks';
import { createAdmin } from '@/lib/auth/adminUsers';
import { createSession } from '@/lib/auth/sessions';
import { sessionCookieName } from '@/lib/auth/cookies';
import { enquiryEmail, getSiteSettings } from '@/features/settings/data';
import { GET, PUT } from '../route';

const bed = adminTestBed();

const URL = '/api/v1/admin/settings';
const save = (json: unknown) => call(PUT, bed.staff.request('PUT', URL, { json }));

it('shows staff the seeded settings', async () => {
  const response = await call(GET, bed.staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({
    ...company.settings,
    auditRetentionDays: 365,
    vitalsSamplePercent: 100,
    responseTargetHours: 72,
    // "Publish only with its Arabic" is off by default.
    publishNeedsArabic: false,
    // The version it was read at, which a save sends back (lib/audit/versions.ts).
    version: 'site_settings:1:1',
  });
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
  await expectFieldErrors(response, {
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
  // The audit retention, the WhatsApp number, the speed sampling and the response target were left out (an older client): they keep their stored values.
  const stored = {
    ...next,
    enquiryEmail: 'sales-desk@kinglife.example',
    whatsappNumber: company.settings.whatsappNumber,
    auditRetentionDays: 365,
    vitalsSamplePercent: 100,
    responseTargetHours: 72,
    publishNeedsArabic: false,
  };
  expect(await response.json()).toEqual({ ...stored, version: 'site_settings:1:2' });
  expect(expiredOutsideNext).toEqual(['settings']);
  // What the footer and the Contact page read.
  expect(await getSiteSettings()).toMatchObject(stored);
  expect(await (await call(GET, bed.staff.request('GET', URL))).json()).toEqual({
    ...stored,
    version: 'site_settings:1:2',
  });
});

it('stores the share of visits that report their speed, a whole percentage from 0 to 100', async () => {
  const current = await (await call(GET, bed.staff.request('GET', URL))).json();
  for (const wrong of [101, -1, 12.5, '50', true]) {
    await expectFieldErrors(await save({ ...current, vitalsSamplePercent: wrong }), {
      vitalsSamplePercent: 'Please enter a whole number from 0 to 100.',
    });
  }
  expiredOutsideNext.length = 0;
  const saved = await save({ ...current, vitalsSamplePercent: 25 });
  expect((await saved.json()).vitalsSamplePercent).toBe(25);
  // The pages read it (their layout passes it to the reporter), so their tag expires.
  expect((await getSiteSettings()).vitalsSamplePercent).toBe(25);
  expect(expiredOutsideNext).toEqual(['settings']);
  await save({ ...current, vitalsSamplePercent: 100 });
});

describe('the response target', () => {
  const stored = async () => (await bed.testDb.db.select().from(siteSettings))[0].responseTargetHours;
  const current = async () => (await call(GET, bed.staff.request('GET', URL))).json();

  it('is a whole number of hours from 1 to 720, refused otherwise with nothing changed', async () => {
    const settings = await current();
    for (const wrong of [0, 721, -5, 12.5, '48', true, null]) {
      await expectFieldErrors(await save({ ...settings, responseTargetHours: wrong }), {
        responseTargetHours: 'Please enter a whole number of hours from 1 to 720.',
      });
    }
    expect(await stored()).toBe(72);
  });

  it('is saved at either end of its range and recorded in the audit trail, before and after', async () => {
    const settings = await current();
    expect((await (await save({ ...settings, responseTargetHours: 1 })).json()).responseTargetHours).toBe(1);
    expect(await stored()).toBe(1);
    const response = await save({ ...settings, responseTargetHours: 720 });
    expect(response.status).toBe(200);
    expect((await response.json()).responseTargetHours).toBe(720);
    expect((await current()).responseTargetHours).toBe(720);
    const [event] = await bed.testDb.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({
      kind: 'content_update',
      entity: 'site_settings',
      actorEmail: bed.staff.user.email,
      before: { response_target_hours: 1 },
      after: { response_target_hours: 720 },
    });
    await save({ ...settings, responseTargetHours: 72 });
  });

  it('is changed by no role but Owner', async () => {
    const json = { ...(await current()), responseTargetHours: 24 };
    for (const role of ['editor', 'hr', 'sales'] as const) {
      const user = await createAdmin(bed.testDb.db, {
        email: `target-${role}@kinglife.test`,
        passwordHash: 'x',
        role,
      });
      const cookie = `${sessionCookieName()}=${(await createSession(bed.testDb.db, user.id)).token}`;
      expect((await call(PUT, request('PUT', URL, { json, cookie }))).status).toBe(403);
    }
    expect((await call(PUT, request('PUT', URL, { json }))).status).toBe(401);
    expect(await stored()).toBe(72);
  });
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
  const outbox = path.join(bed.data.dir, 'outbox');
  const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
  const staffMail = mails.filter((raw) => raw.includes('New enquiry from Hans Becker'));
  expect(staffMail).toHaveLength(1);
  expect(staffMail[0]).toMatch(/^To: new-desk@kinglife\.example$/m);
});

it('records the CDN purge of a save with it, and none for a save refused', async () => {
  process.env.CDN_PURGE = 'varnish:http://127.0.0.1:9';
  try {
    const purges = async () =>
      (await waitingTasks<{ keys: string[] }>(bed.testDb.db, 'cdn-purge')).map((task) => task.data.keys);
    const before = await purges();
    expect((await save({ ...company.settings, enquiryEmail: 'bad' })).status).toBe(400);
    expect(await purges()).toEqual(before);
    expect((await save(company.settings)).status).toBe(200);
    expect(await purges()).toEqual([...before, ['settings']]);
  } finally {
    delete process.env.CDN_PURGE;
  }
});

describe('the WhatsApp number', () => {
  const stored = async () => (await bed.testDb.db.select().from(siteSettings))[0].whatsappNumber;

  // The first test shows the seeded settings, this number among them.
  it('is seeded with the company phone, so a fresh install shows the link', () => {
    expect(company.settings.whatsappNumber).toBe(company.phone.replace(/\D/g, ''));
  });

  it('is kept as the international digits wa.me takes, whatever staff typed, and expires the settings tag', async () => {
    expiredOutsideNext.length = 0;
    const response = await save({ ...company.settings, whatsappNumber: '+971 (0)50 123-4567' });
    expect(response.status).toBe(200);
    expect((await response.json()).whatsappNumber).toBe('971501234567');
    expect(await stored()).toBe('971501234567');
    expect(expiredOutsideNext).toEqual(['settings']);
    // What the Contact and product pages read.
    expect((await getSiteSettings()).whatsappNumber).toBe('971501234567');
    expect((await (await call(GET, bed.staff.request('GET', URL))).json()).whatsappNumber).toBe(
      '971501234567',
    );
  });

  it('is recorded in the audit trail, before and after', async () => {
    await save({ ...company.settings, whatsappNumber: '971501234567' });
    await save({ ...company.settings, whatsappNumber: '00971 55 765 4321' });
    const [event] = await bed.testDb.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({
      kind: 'content_update',
      entity: 'site_settings',
      actorEmail: bed.staff.user.email,
      before: { whatsapp_number: '971501234567' },
      after: { whatsapp_number: '971557654321' },
    });
  });

  it('is refused with a message saying what to type, and nothing changes', async () => {
    await save({ ...company.settings, whatsappNumber: '971501234567' });
    expiredOutsideNext.length = 0;
    for (const [typed, message] of [
      ['050 123 4567', 'Please start with the country code, e.g. +971 50 123 4567.'],
      ['+971 50 WHATSAPP', 'Please enter digits only, e.g. +971 50 123 4567.'],
      ['+971 5012', 'A WhatsApp number has 8 to 15 digits with its country code.'],
    ]) {
      const response = await save({ ...company.settings, whatsappNumber: typed });
      await expectFieldErrors(response, { whatsappNumber: message });
    }
    expect(await stored()).toBe('971501234567');
    expect(expiredOutsideNext).toEqual([]);
  });

  it('is cleared by saving it empty (the link goes), and kept when an older client leaves it out', async () => {
    await save({ ...company.settings, whatsappNumber: '971501234567' });
    const older = { ...company.settings, whatsappNumber: undefined, enquiryEmail: 'older@kinglife.example' };
    expect((await save(older)).status).toBe(200);
    expect(await stored()).toBe('971501234567');
    expiredOutsideNext.length = 0;
    const cleared = await save({ ...company.settings, whatsappNumber: '  ' });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).whatsappNumber).toBe('');
    expect(await stored()).toBe('');
    expect((await getSiteSettings()).whatsappNumber).toBe('');
    expect(expiredOutsideNext).toEqual(['settings']);
  });

  it('is changed by no one signed out and by no role but Owner (the permission map)', async () => {
    await save({ ...company.settings, whatsappNumber: '971501234567' });
    const json = { ...company.settings, whatsappNumber: '+44 20 7946 0958' };
    const anonymous = await call(PUT, request('PUT', URL, { json }));
    expect(anonymous.status).toBe(401);
    expect((await call(GET, request('GET', URL))).status).toBe(401);
    for (const role of ['editor', 'hr', 'sales'] as const) {
      const user = await createAdmin(bed.testDb.db, {
        email: `${role}@kinglife.test`,
        passwordHash: 'x',
        role,
      });
      const cookie = `${sessionCookieName()}=${(await createSession(bed.testDb.db, user.id)).token}`;
      const refused = await call(PUT, request('PUT', URL, { json, cookie }));
      expect(refused.status).toBe(403);
      expect((await call(GET, request('GET', URL, { cookie }))).status).toBe(403);
    }
    expect(await stored()).toBe('971501234567');
  });
});
