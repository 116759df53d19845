/**
 * @jest-environment node
 *
 * A redirect that would send visitors round in a loop is refused whatever its target: a path, an
 * item (whose page path is what a visitor meets) or a mix, whether the new redirect starts the loop
 * or closes one that stored redirects start, on a create, an edit and in the import; nothing is
 * stored. A redirect to an unpublished item's page that leads nowhere back is still kept.
 */
import { NextRequest } from 'next/server';
import { and, eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, jsonOf } from '@/test/admin';
import { products, redirects } from '@/lib/db/schema';
import { routes } from '@/lib/routing/routes';
import { proxy } from '@/proxy';
import { POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { POST as IMPORT } from '../import/route';

const bed = adminTestBed();
const URL = '/api/v1/admin/redirects';
const { create, patch, remove } = bed.calls(URL, 'json', { POST, PATCH, DELETE });

const to = (source: string, target: string) => ({ source, targetKind: '', target, status: '308' });
const toItem = (source: string, kind: string, id: number) => ({
  source,
  targetKind: kind,
  targetId: String(id),
  status: '308',
});

const SELF = { target: 'A redirect cannot send visitors to the address it is from.' };
const loop = (source: string, via: string) => ({
  target: `This would make a loop: ${via} already redirects back to ${source}.`,
});

/** Two products that are not published: their pages are not pages of the site, so may redirect. */
let hidden: number;
let other: number;
let hiddenPage: string;
let otherPage: string;
beforeAll(async () => {
  const rows = await bed.testDb.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
  [hidden, other] = rows.map((r) => r.id);
  await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, hidden));
  await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, other));
  hiddenPage = routes.product(hidden);
  otherPage = routes.product(other);
});

async function stored(source: string) {
  return bed.testDb.db.select().from(redirects).where(eq(redirects.source, source));
}

async function clear() {
  await bed.testDb.db.delete(redirects);
}
beforeEach(clear);

it('refuses a redirect from an item’s page to that item', async () => {
  await expectFieldErrors(await create(toItem(hiddenPage, 'product', hidden)), SELF);
  // Typed with its language: the same page.
  await expectFieldErrors(await create(toItem(`/ar${hiddenPage}`, 'product', hidden)), SELF);
  expect(await stored(hiddenPage)).toEqual([]);
});

it('refuses the second redirect of a loop through an item, in either order', async () => {
  // A path to the item, then the item's page back to the path.
  await jsonOf(await create(toItem('/a', 'product', hidden)), 201);
  await expectFieldErrors(await create(to(hiddenPage, '/a')), loop(hiddenPage, '/a'));
  expect(await stored(hiddenPage)).toEqual([]);

  // The item's page to a path, then the path to the item.
  await clear();
  await jsonOf(await create(to(hiddenPage, '/a')), 201);
  await expectFieldErrors(await create(toItem('/a', 'product', hidden)), loop('/a', hiddenPage));
  expect(await stored('/a')).toEqual([]);
  // In Arabic too: the same redirect, so the same refusal.
  await expectFieldErrors(await create(toItem('/ar/a', 'product', hidden)), loop('/a', hiddenPage));
});

it('refuses a loop of three through a path and two items', async () => {
  // /start → product A; A's page → product B; B's page → /start closes it.
  await jsonOf(await create(toItem('/start', 'product', hidden)), 201);
  await jsonOf(await create(toItem(hiddenPage, 'product', other)), 201);
  await expectFieldErrors(await create(to(otherPage, '/start')), loop(otherPage, '/start'));
  expect(await stored(otherPage)).toEqual([]);

  // The same loop closed from its other end.
  await clear();
  await jsonOf(await create(to(otherPage, '/start')), 201);
  await jsonOf(await create(toItem(hiddenPage, 'product', other)), 201);
  await expectFieldErrors(await create(toItem('/start', 'product', hidden)), loop('/start', hiddenPage));
  expect(await stored('/start')).toEqual([]);
});

it('refuses an edit that closes a loop, and leaves the redirect as it was', async () => {
  await jsonOf(await create(toItem('/a', 'product', hidden)), 201);
  const back = await jsonOf(await create(to(hiddenPage, '/elsewhere')), 201);
  await expectFieldErrors(await patch(back.id, to(hiddenPage, '/a')), loop(hiddenPage, '/a'));
  const [row] = await stored(hiddenPage);
  expect(row.target).toBe('/elsewhere');

  // An edit of the source: /a itself made to come from the item's page it goes to.
  const [a] = await stored('/a');
  await remove(back.id);
  await expectFieldErrors(await patch(a.id, toItem(hiddenPage, 'product', hidden)), SELF);
  expect((await stored('/a'))[0]).toMatchObject({ targetKind: 'product', targetId: hidden });
});

it('refuses a loop through an item in the import, keeping the other lines', async () => {
  await jsonOf(await create(toItem('/a', 'product', hidden)), 201);
  const csv = `source,target,status,note\r\n${hiddenPage},/a,308,\r\n/fine,/about,308,\r\n`;
  const result = await jsonOf(
    await call(IMPORT, bed.staff.request('POST', `${URL}/import`, { json: { csv } })),
    200,
  );
  expect(result).toEqual({ saved: 1, refused: [{ line: 2, message: loop(hiddenPage, '/a').target }] });
  expect(await stored(hiddenPage)).toEqual([]);
});

it('keeps a redirect to an unpublished item’s page that leads nowhere back, and answers it', async () => {
  await jsonOf(await create(to(hiddenPage, '/about')), 201);
  const saved = await jsonOf(await create(toItem('/a', 'product', hidden)), 201);
  expect(saved.location).toBe(hiddenPage);
  // A path chain is still flattened: /b → /a stores /b → the item.
  const b = await jsonOf(await create(to('/b', '/a')), 201);
  expect(b).toMatchObject({ targetKind: 'product', targetId: String(hidden) });
  expect(
    await bed.testDb.db
      .select()
      .from(redirects)
      .where(and(eq(redirects.source, '/b'), eq(redirects.targetId, hidden))),
  ).toHaveLength(1);
  // The visitor goes /a → the item's page → /about, and stops.
  const first = await proxy(new NextRequest(`http://localhost/a`));
  expect(first.headers.get('location')).toBe(`http://localhost${hiddenPage}`);
  const second = await proxy(new NextRequest(`http://localhost${hiddenPage}`));
  expect(second.headers.get('location')).toBe('http://localhost/about');
});

it('refuses a loop through a published item’s page, whose redirect answers again once it is unpublished', async () => {
  // The page's redirect was made while the item was not published; the item was published since.
  await jsonOf(await create(to(otherPage, '/a')), 201);
  await bed.testDb.db.update(products).set({ published: true }).where(eq(products.id, other));
  try {
    await expectFieldErrors(await create(toItem('/a', 'product', other)), loop('/a', otherPage));
    expect(await stored('/a')).toEqual([]);
  } finally {
    await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, other));
  }
});

it('answers no redirect that sends a visitor back to its own address, stored before loops were refused', async () => {
  await bed.testDb.db.insert(redirects).values([
    { source: hiddenPage, targetKind: 'product', targetId: hidden },
    { source: '/round', target: '/round?again=1' },
  ]);
  for (const path of [hiddenPage, `/ar${hiddenPage}`, '/round', '/ar/round']) {
    const answer = await proxy(new NextRequest(`http://localhost${path}`));
    expect(answer.headers.get('location')).toBeNull();
  }
});
