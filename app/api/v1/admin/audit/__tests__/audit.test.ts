/**
 * @jest-environment node
 *
 * The audit trail against a real database: who did what, when and from where, for content changes
 * (written by the tables' triggers in the change's own transaction, with the fields before and
 * after) and for security events; append-only; kept for the retention set in General settings;
 * read by the Owner's Audit screen with filters, paging and CSV.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { adminTestBed, applyWithResume, call, request, tempDataDir } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { hashPassword } from '@/lib/auth/passwords';
import { createAdmin } from '@/lib/auth/adminUsers';
import * as z from 'zod/mini';
import { createJob } from '@/features/careers/jobs';
import { jobSchema } from '@/features/careers/adminValidation';
import { auditEvents, jobs, siteSettings } from '@/lib/db/schema';
import { runHousekeeping } from '@/lib/data/housekeeping';
import type { LocalFileStorage } from '@/lib/storage/local';
import { GET } from '../route';
import { GET as EXPORT } from '../export/route';
import { POST as LOGIN } from '../../../auth/login/route';
import { POST as LOGOUT } from '../../../auth/logout/route';
import { POST as CREATE_JOB } from '../../jobs/route';
import { PATCH as EDIT_JOB, DELETE as DELETE_JOB } from '../../jobs/[id]/route';
import { PUT as REORDER_CATEGORIES } from '../../product-categories/order/route';
import { GET as RESUME } from '../../applications/[id]/resume/route';
import { GET as ENQUIRIES_CSV } from '../../enquiries/export/route';
import { PATCH as CHANGE_ACCOUNT } from '../../accounts/[id]/route';
import { GET as SETTINGS, PUT as SAVE_SETTINGS } from '../../settings/route';

const bed = adminTestBed({ email: 'owner@kinglife.test' });

/** A request from a given client address (the proxy's X-Forwarded-For). */
function from(ip: string, req: Request): Request {
  req.headers.set('x-forwarded-for', ip);
  return req;
}

const events = () => bed.testDb.db.select().from(auditEvents).orderBy(desc(auditEvents.id));
const newest = async () => (await events())[0];

const job = {
  title: 'Quality Analyst',
  experience: '3 years',
  qualification: 'BSc Chemistry',
  location: 'Dubai',
  description: 'Checks every batch.',
};

it('records a failed sign-in with the address typed and the client address, never the password', async () => {
  const before = (await events()).length;
  const res = await call(
    LOGIN,
    from(
      '203.0.113.7',
      request('POST', '/api/v1/auth/login', {
        json: { contact: 'nobody@kinglife.test', password: 'secret-guess-123' },
      }),
    ),
  );
  expect(res.status).toBe(401);
  const all = await events();
  expect(all).toHaveLength(before + 1);
  expect(all[0]).toMatchObject({
    kind: 'sign_in_failed',
    actorId: null,
    actorEmail: 'nobody@kinglife.test',
    ip: '203.0.113.7',
  });
  expect(JSON.stringify(all[0])).not.toContain('secret-guess-123');
});

it('records a sign-in and a sign-out of an account by its id and e-mail', async () => {
  const user = await createAdmin(bed.testDb.db, {
    email: 'layla@kinglife.test',
    passwordHash: await hashPassword('layla-password'),
    role: 'editor',
  });
  const wrong = await call(
    LOGIN,
    request('POST', '/api/v1/auth/login', {
      json: { contact: 'layla@kinglife.test', password: 'wrong-password' },
    }),
  );
  expect(wrong.status).toBe(401);
  expect(await newest()).toMatchObject({ kind: 'sign_in_failed', actorId: user.id });

  const res = await call(
    LOGIN,
    request('POST', '/api/v1/auth/login', {
      json: { contact: 'layla@kinglife.test', password: 'layla-password' },
    }),
  );
  expect(res.status).toBe(200);
  expect(await newest()).toMatchObject({ kind: 'sign_in', actorId: user.id, actorEmail: user.email });
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  await call(LOGOUT, request('POST', '/api/v1/auth/logout', { cookie }));
  expect(await newest()).toMatchObject({ kind: 'sign_out', actorId: user.id });
  expect(JSON.stringify(await events())).not.toContain('layla-password');
});

it('records content changes by whom, from where, with only the fields that changed', async () => {
  const created = await call(
    CREATE_JOB,
    from('198.51.100.4', bed.staff.request('POST', '/api/v1/admin/jobs', { json: job })),
  );
  expect(created.status).toBe(201);
  const { id } = await created.json();
  expect(await newest()).toMatchObject({
    kind: 'content_insert',
    entity: 'jobs',
    entityId: String(id),
    summary: 'Quality Analyst',
    actorId: bed.staff.user.id,
    actorEmail: 'owner@kinglife.test',
    ip: '198.51.100.4',
    before: null,
    after: expect.objectContaining({ title: 'Quality Analyst', location: 'Dubai' }),
  });

  const edited = await call(
    EDIT_JOB,
    bed.staff.request('PATCH', `/api/v1/admin/jobs/${id}`, { json: { ...job, location: 'Abu Dhabi' } }),
    { id },
  );
  expect(edited.status).toBe(200);
  const change = await newest();
  expect(change).toMatchObject({ kind: 'content_update', entity: 'jobs', entityId: String(id) });
  expect(change.before).toEqual({ location: 'Dubai' });
  expect(change.after).toEqual({ location: 'Abu Dhabi' });

  const deleted = await call(DELETE_JOB, bed.staff.request('DELETE', `/api/v1/admin/jobs/${id}`), { id });
  expect(deleted.status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: 'content_delete',
    entityId: String(id),
    before: expect.objectContaining({ title: 'Quality Analyst', location: 'Abu Dhabi' }),
    after: null,
  });
});

it('records nothing for a refused save, nor for writes outside the admin (seed, scripts)', async () => {
  const count = (await events()).length;
  const refused = await call(
    CREATE_JOB,
    bed.staff.request('POST', '/api/v1/admin/jobs', { json: { ...job, title: '' } }),
  );
  expect(refused.status).toBe(400);
  await createJob(z.parse(jobSchema, job)); // no staff member acting: not an admin change
  expect(await events()).toHaveLength(count);
});

it('records a reorder as one event, not a change per row', async () => {
  const [{ ids }] = (
    await bed.testDb.db.execute<{ ids: number[] }>(
      sql`SELECT array_agg(id ORDER BY position) AS ids FROM product_categories`,
    )
  ).rows;
  const count = (await events()).length;
  const res = await call(
    REORDER_CATEGORIES,
    bed.staff.request('PUT', '/api/v1/admin/product-categories/order', { json: { ids: [...ids].reverse() } }),
  );
  expect(res.status).toBe(200);
  const all = await events();
  expect(all).toHaveLength(count + 1);
  expect(all[0]).toMatchObject({
    kind: 'content_reorder',
    entity: 'product_categories',
    after: { order: [...ids].reverse() },
  });
});

it('records account changes and exports', async () => {
  const sales = await createAdmin(bed.testDb.db, {
    email: 'omar@kinglife.test',
    passwordHash: 'x',
    role: 'sales',
  });
  await call(
    CHANGE_ACCOUNT,
    bed.staff.request('PATCH', `/api/v1/admin/accounts/${sales.id}`, { json: { role: 'hr' } }),
    { id: sales.id },
  );
  expect(await newest()).toMatchObject({
    kind: 'role_change',
    entity: 'admin_users',
    entityId: String(sales.id),
    summary: 'omar@kinglife.test',
    before: { role: 'sales' },
    after: { role: 'hr' },
    actorEmail: 'owner@kinglife.test',
  });
  await call(
    CHANGE_ACCOUNT,
    bed.staff.request('PATCH', `/api/v1/admin/accounts/${sales.id}`, { json: { active: false } }),
    { id: sales.id },
  );
  expect(await newest()).toMatchObject({ kind: 'deactivation', entityId: String(sales.id) });

  const csv = await call(
    ENQUIRIES_CSV,
    bed.staff.request('GET', '/api/v1/admin/enquiries/export?q=saffron&page=2'),
  );
  expect(csv.status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: 'csv_export',
    summary: expect.stringMatching(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/),
    after: { filters: { q: 'saffron' } },
  });
});

it('records a résumé download by the application, never the file', async () => {
  const files = tempDataDir();
  try {
    const [opening] = await bed.testDb.db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
    const pdf = minimalPdf('Priya Nair résumé text');
    const id = await applyWithResume(opening, ['Priya', 'Nair'], {
      bytes: pdf,
      mimeType: 'application/pdf',
      ext: 'pdf',
    });
    const res = await call(RESUME, bed.staff.request('GET', `/api/v1/admin/applications/${id}/resume`), {
      id,
    });
    expect(res.status).toBe(200);
    const event = await newest();
    expect(event).toMatchObject({
      kind: 'resume_download',
      entity: 'applications',
      entityId: String(id),
      summary: 'Priya Nair_Resume.pdf',
      actorEmail: 'owner@kinglife.test',
    });
    expect(JSON.stringify(event)).not.toContain('résumé text');
  } finally {
    files.restore();
  }
});

/** What the database answers to a statement: 'done', or its error. */
const attempt = (statement: ReturnType<typeof sql>) =>
  bed.testDb.db.execute(statement).then(
    () => 'done',
    (error: Error) => (error.cause as Error | undefined)?.message ?? error.message,
  );

it('is append-only: no row can be changed, and none deleted outside the retention', async () => {
  const count = (await events()).length;
  expect(await attempt(sql`UPDATE audit_events SET summary = 'tampered'`)).toBe(
    'audit_events is append-only',
  );
  expect(await attempt(sql`DELETE FROM audit_events`)).toBe('audit_events is append-only');
  expect(await attempt(sql`TRUNCATE audit_events`)).toBe('audit_events is append-only');
  const all = await events();
  expect(all).toHaveLength(count);
  expect(all.every((e) => e.summary !== 'tampered')).toBe(true);
});

it('keeps events for the retention set in General settings (365 days by default)', async () => {
  const settings = await (await call(SETTINGS, bed.staff.request('GET', '/api/v1/admin/settings'))).json();
  expect(settings.auditRetentionDays).toBe(365);
  const tooShort = await call(
    SAVE_SETTINGS,
    bed.staff.request('PUT', '/api/v1/admin/settings', { json: { ...settings, auditRetentionDays: 7 } }),
  );
  expect(tooShort.status).toBe(400);
  expect((await tooShort.json()).fields.auditRetentionDays).toBe(
    'Please enter a whole number of days from 30 to 3650.',
  );
  const saved = await call(
    SAVE_SETTINGS,
    bed.staff.request('PUT', '/api/v1/admin/settings', { json: { ...settings, auditRetentionDays: 90 } }),
  );
  expect(saved.status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: 'content_update',
    entity: 'site_settings',
    before: { audit_retention_days: 365 },
    after: { audit_retention_days: 90 },
  });
  // Left out by an older client: the stored value stays.
  const older = { ...settings, auditRetentionDays: undefined };
  await call(SAVE_SETTINGS, bed.staff.request('PUT', '/api/v1/admin/settings', { json: older }));
  const [row] = await bed.testDb.db.select().from(siteSettings);
  expect(row.auditRetentionDays).toBe(90);

  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await bed.testDb.db.insert(auditEvents).values([
    { kind: 'sign_in', actorEmail: 'old@kinglife.test', at: daysAgo(91) },
    { kind: 'sign_in', actorEmail: 'recent@kinglife.test', at: daysAgo(89) },
  ]);
  const noFiles = { list: async () => [] } as unknown as LocalFileStorage;
  const report = await runHousekeeping(bed.testDb.db, now, noFiles);
  expect(report.audit).toBeGreaterThanOrEqual(1);
  const left = await bed.testDb.db
    .select({ who: auditEvents.actorEmail })
    .from(auditEvents)
    .where(eq(auditEvents.kind, 'sign_in'));
  expect(left.map((e) => e.who)).toContain('recent@kinglife.test');
  expect(left.map((e) => e.who)).not.toContain('old@kinglife.test');
});

describe('the Audit screen API', () => {
  beforeAll(async () => {
    // 25 failed sign-ins by one address on one Dubai day, and one on the day before.
    await bed.testDb.db.insert(auditEvents).values([
      ...Array.from({ length: 25 }, (_, i) => ({
        kind: 'sign_in_failed',
        actorEmail: 'guesser@example.com',
        ip: '192.0.2.1',
        at: new Date(`2026-03-10T0${i % 10}:00:00+04:00`),
      })),
      // 23:30 in Dubai on the 9th is 19:30 UTC: the 9th, not the 10th.
      { kind: 'sign_in_failed', actorEmail: 'guesser@example.com', at: new Date('2026-03-09T19:30:00Z') },
    ]);
  });

  const list = async (query: string) =>
    (await call(GET, bed.staff.request('GET', `/api/v1/admin/audit${query}`))).json();

  it('filters by person, kind and Dubai days, 20 a page, newest first', async () => {
    const page1 = await list('?person=guesser@example.com&kind=sign_in_failed');
    expect(page1.total).toBe(26);
    expect(page1.items).toHaveLength(20);
    expect(page1.people).toEqual(expect.arrayContaining(['guesser@example.com', 'owner@kinglife.test']));
    const times = page1.items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list('?person=guesser@example.com&kind=sign_in_failed&page=2')).items).toHaveLength(6);

    expect((await list('?person=guesser@example.com&from=2026-03-10&to=2026-03-10')).total).toBe(25);
    expect((await list('?person=guesser@example.com&to=2026-03-09')).total).toBe(1);
    expect(
      (await list('?kind=content_reorder')).items.every(
        (e: { kind: string }) => e.kind === 'content_reorder',
      ),
    ).toBe(true);
  });

  it('exports what the filters select as CSV, and records the export', async () => {
    const res = await call(
      EXPORT,
      bed.staff.request('GET', '/api/v1/admin/audit/export?person=guesser@example.com&to=2026-03-09'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,Address,Kind,Item,Item id,Summary,Before,After');
    expect(lines.slice(1)).toEqual(['2026-03-09 19:30,guesser@example.com,,Failed sign-in,,,,,']);
    expect(await newest()).toMatchObject({ kind: 'csv_export', summary: expect.stringMatching(/^audit-/) });
  });
});
