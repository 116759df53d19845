/**
 * @jest-environment node
 *
 * Paths staff type that cannot be read as a path of the site (`/\[` does not parse; `/a/..//[x` is
 * `//[x`, a host) are refused with their field's message, in the dialog's route and line by line
 * in the import, never a 500; fuzzed with fast-check. An import is one transaction: a refused line
 * takes back only itself, anything unexpected takes back the whole import (its redirects, their
 * audit trail and their CDN purges).
 */
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, jsonOf } from '@/test/admin';
import { waitingTasks } from '@/test/tasks';
import { auditEvents, redirects } from '@/lib/db/schema';
import { pathKey } from '@/lib/cdn/headers.cjs';
import { bareSource } from '@/features/redirects/data';
import { redirectMessages as m } from '@/features/redirects/messages';
import { POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { POST as IMPORT } from '../import/route';

jest.setTimeout(120_000);

const bed = adminTestBed();
const URL = '/api/v1/admin/redirects';
const { create, patch } = bed.calls(URL, 'json', { POST, PATCH, DELETE });

const to = (source: string, target: string) => ({ source, targetKind: '', target, status: '308' });
const importCsv = (csv: string) =>
  call(IMPORT, bed.staff.request('POST', `${URL}/import`, { json: { csv } }));

/** Paths made of what URLs treat specially, and other scripts. */
const path = fc
  .string({
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('/', '\\', '[', ']', '%', '.', '?', '#', '@', ':') },
      { weight: 1, arbitrary: fc.constantFrom('a', '2', 'ä', 'ع', '😀', '\u200f', '%41', '%zz', '..') },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    ),
    maxLength: 16,
  })
  .map((rest) => `/${rest}`);

async function purges(): Promise<string[][]> {
  return (await waitingTasks<{ keys: string[] }>(bed.testDb.db, 'cdn-purge')).map((t) => t.data.keys);
}

it('refuses a source or a target that cannot be read as a path, with the field’s message', async () => {
  await expectFieldErrors(await create(to('/\\[', '/about')), { source: m.sourcePath });
  // A path that names a host (`/\host` is `//host` to a browser) is not a path of the site either.
  await expectFieldErrors(await create(to('/\\example.com', '/about')), { source: m.sourcePath });
  await expectFieldErrors(await create(to('/a/..//x', '/about')), { source: m.sourcePath });
  await expectFieldErrors(await create(to('/fine', '/a/..//[x')), { target: m.targetForm });
  await expectFieldErrors(await create(to('/fine', '/a/..//example.com/x')), { target: m.targetForm });
  const saved = await jsonOf(await create(to('/fine', '/about')), 201);
  await expectFieldErrors(await patch(saved.id, to('/\\[', '/about')), { source: m.sourcePath });
  await expectFieldErrors(await patch(saved.id, to('/fine', '/a/..//[x')), { target: m.targetForm });
  const rows = await bed.testDb.db.select().from(redirects);
  expect(rows.map((r) => [r.source, r.target])).toEqual([['/fine', '/about']]);
});

it('never throws on a typed path: bareSource reads it or says it cannot, and reads its own answer back', () => {
  fc.assert(
    fc.property(path, (typed) => {
      const bare = bareSource(typed);
      if (bare !== null) expect(bareSource(bare)).toBe(bare);
    }),
    { numRuns: 2000 },
  );
});

it('answers a fuzzed source or target with a redirect saved or refused beside its field, never a 500', async () => {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(path, path, async (source, target) => {
      n++;
      for (const [body, field] of [
        [to(source, '/about'), 'source'],
        [to(`/fuzz-${n}`, target), 'target'],
      ] as const) {
        const response = await create(body);
        if (response.status === 201) continue;
        expect(response.status).toBe(400);
        expect(Object.keys((await response.json()).fields)).toEqual([field]);
      }
    }),
    { numRuns: 150, examples: [['/\\[', '/a/..//[x']] },
  );
});

it('imports a file with unreadable paths: each refused by its number, the others saved', async () => {
  const csv = [
    'source,target,status,note',
    '/import-one,/about,308,',
    '/\\[,/about,308,',
    '/import-two,/a/..//[x,308,',
    '/import-three,/contact,308,',
  ].join('\r\n');
  expect(await jsonOf(await importCsv(csv), 200)).toEqual({
    saved: 2,
    refused: [
      { line: 3, message: m.sourcePath },
      { line: 4, message: m.targetForm },
    ],
  });
  const rows = await bed.testDb.db.select().from(redirects).where(inArray(redirects.source, SOURCES));
  expect(rows.map((r) => r.source).sort()).toEqual(['/import-one', '/import-three']);
});
const SOURCES = ['/import-one', '/import-two', '/import-three'];

it('imports fuzzed lines: every line saved or refused by its number, never a 500', async () => {
  const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(path, path), { minLength: 1, maxLength: 12 }), async (lines) => {
      const csv = ['source,target,status,note', ...lines.map((l) => `${l.map(quoted).join(',')},308,`)];
      const result = await jsonOf(await importCsv(csv.join('\r\n')), 200);
      expect(result.saved + result.refused.length).toBe(lines.length);
    }),
    { numRuns: 30 },
  );
});

it('takes back the whole import when a line fails unexpectedly: no redirect, audit entry or purge of it', async () => {
  const db = bed.testDb.db;
  // A database error on one line, as a full disk or a lost connection would give.
  await db.execute(sql`
    CREATE FUNCTION fail_redirect() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'planted failure'; END $$`);
  await db.execute(sql`
    CREATE TRIGGER fail_redirect BEFORE INSERT ON redirects
    FOR EACH ROW WHEN (NEW.source = '/fails') EXECUTE FUNCTION fail_redirect()`);
  process.env.CDN_PURGE = 'varnish:http://127.0.0.1:9';
  try {
    const before = await purges();
    const csv = [
      'source,target,status,note',
      '/kept-before,/about,308,',
      '/\\[,/about,308,',
      '/fails,/about,308,',
      '/kept-after,/about,308,',
    ].join('\r\n');
    await expect(importCsv(csv)).rejects.toMatchObject({ cause: { message: 'planted failure' } });
    const kept = await db
      .select()
      .from(redirects)
      .where(inArray(redirects.source, ['/kept-before', '/fails', '/kept-after']));
    expect(kept).toEqual([]);
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.entity, 'redirects'));
    expect(audited.filter((e) => JSON.stringify(e.after).includes('/kept-'))).toEqual([]);
    expect(await purges()).toEqual(before);

    // Without the failing line the same file is kept, each saved line audited and purged once.
    const result = await jsonOf(await importCsv(csv.replace('/fails,', '/fine-now,')), 200);
    expect(result).toEqual({ saved: 3, refused: [{ line: 3, message: m.sourcePath }] });
    const events = await db.select().from(auditEvents).where(eq(auditEvents.entity, 'redirects'));
    const sources = events.map((e) => (e.after as { source?: string } | null)?.source);
    for (const source of ['/kept-before', '/fine-now', '/kept-after'])
      expect(sources.filter((s) => s === source)).toHaveLength(1);
    expect(events.every((e) => e.actorEmail === bed.staff.user.email)).toBe(true);
    // One transaction: its purges share a time, in no order.
    expect((await purges()).slice(before.length).sort()).toEqual(
      ['/kept-before', '/fine-now', '/kept-after'].map((s) => [pathKey(s), pathKey(`/ar${s}`)]).sort(),
    );
  } finally {
    delete process.env.CDN_PURGE;
    await db.execute(sql`DROP TRIGGER fail_redirect ON redirects`);
    await db.execute(sql`DROP FUNCTION fail_redirect()`);
  }
});
