/**
 * @jest-environment node
 *
 * The not-found page's beacon and the 404 log: one row a path, counted; no query, no address, only
 * the linking page's host; live pages and other sites' beacons not counted; a client's flood cut
 * by the rate limit; and the Redirects screen's list of it, newest or most visited first.
 */
import { sql } from 'drizzle-orm';
import { adminTestBed, call, jsonOf, request } from '@/test/admin';
import { notFoundPaths } from '@/lib/db/schema';
import { POST } from '../route';
import { GET as LOG } from '@/app/api/v1/admin/not-found/route';

const bed = adminTestBed();

function beacon(body: unknown, ip = '203.0.113.7', origin?: string) {
  const req = request('POST', '/api/v1/not-found', { json: body, origin });
  req.headers.set('x-forwarded-for', ip);
  return call(POST, req);
}

it('counts each path once a row, without its query, with the linking host and no address', async () => {
  expect(
    (
      await beacon({
        path: '/old-page?email=a@b.c&token=secret#top',
        referrer: 'https://news.example.org/a?b=c',
      })
    ).status,
  ).toBe(204);
  expect((await beacon({ path: '/old-page?other=1' })).status).toBe(204);
  expect((await beacon({ path: '/ar/old-page' })).status).toBe(204);
  const rows = await bed.testDb.db.select().from(notFoundPaths).orderBy(notFoundPaths.path);
  expect(rows.map((r) => [r.path, r.hits, r.referrerHost])).toEqual([
    ['/ar/old-page', 1, null],
    ['/old-page', 2, 'news.example.org'],
  ]);
  expect(rows[1].lastSeen.getTime()).toBeGreaterThanOrEqual(rows[1].firstSeen.getTime());
  // Nothing the visitor sent beyond the path and a host is anywhere in the table.
  const { rows: all } = await bed.testDb.db.execute<{ row: string }>(
    sql`SELECT to_jsonb(n)::text AS row FROM not_found_paths n`,
  );
  const stored = all.map((r) => r.row).join(' ');
  for (const kept of ['203.0.113.7', 'secret', 'email', 'other', '?b=c', '#top'])
    expect(stored).not.toContain(kept);
});

it('keeps a long path to 512 characters, refuses a malformed beacon, and counts no live page', async () => {
  expect((await beacon({ path: `/${'x'.repeat(3000)}` })).status).toBe(400);
  expect((await beacon({ path: `/${'y'.repeat(1500)}` }, '203.0.113.8')).status).toBe(204);
  expect((await beacon({ path: 'no-slash' }, '203.0.113.8')).status).toBe(400);
  expect((await beacon({ path: '/x', ip: '1.2.3.4' }, '203.0.113.8')).status).toBe(400);
  expect((await beacon({ path: '/about' }, '203.0.113.8')).status).toBe(204);
  expect((await beacon({ path: '/ar/contact' }, '203.0.113.8')).status).toBe(204);
  const paths = (await bed.testDb.db.select({ path: notFoundPaths.path }).from(notFoundPaths)).map(
    (r) => r.path,
  );
  expect(paths).toContain(`/${'y'.repeat(511)}`);
  expect(paths).not.toContain('/about');
  expect(paths).not.toContain('/ar/contact');
});

it('refuses other sites’ beacons and a flood from one client', async () => {
  expect((await beacon({ path: '/elsewhere' }, '203.0.113.9', 'https://evil.example')).status).toBe(403);
  const answers: number[] = [];
  for (let i = 0; i < 32; i++) answers.push((await beacon({ path: `/flood-${i}` }, '198.51.100.1')).status);
  expect(answers.slice(0, 30).every((s) => s === 204)).toBe(true);
  expect(answers.slice(30)).toEqual([429, 429]);
});

it('lists the log newest first or most visited first, for staff of content', async () => {
  for (let i = 0; i < 3; i++) await beacon({ path: '/popular' }, '203.0.113.20');
  await beacon({ path: '/newest' }, '203.0.113.21');
  const recent = await jsonOf(await call(LOG, bed.staff.request('GET', '/api/v1/admin/not-found')), 200);
  expect(recent.items[0]).toMatchObject({ path: '/newest', hits: 1 });
  const frequent = await jsonOf(
    await call(LOG, bed.staff.request('GET', '/api/v1/admin/not-found?sort=hits')),
    200,
  );
  expect(frequent.items[0]).toMatchObject({ path: '/popular', hits: 3 });
  const searched = await jsonOf(
    await call(LOG, bed.staff.request('GET', '/api/v1/admin/not-found?q=popul')),
    200,
  );
  expect(searched.items.map((i: { path: string }) => i.path)).toEqual(['/popular']);
});
