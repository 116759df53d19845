/**
 * @jest-environment node
 *
 * The Redirects screen's API against a real database: the rules (a live page refused as a source,
 * a chain flattened and reported, a loop refused, a host off the site refused unless an Owner
 * allowed it), the audit trail and the CDN purge sent with each write, the CSV round trip, and the
 * proxy's answer (proxy.ts called with a NextRequest on localhost, as Next calls it) in both languages.
 */
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { adminTestBed, call, csvExport, expectFieldErrors, jsonOf, signIn } from '@/test/admin';
import { waitingTasks } from '@/test/tasks';
import { auditEvents, products, redirects } from '@/lib/db/schema';
import { pathKey } from '@/lib/cdn/headers.cjs';
import { routes, routesFor } from '@/lib/routing/routes';
import { proxy } from '@/proxy';
import { GET, POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { GET as EXPORT } from '../export/route';
import { POST as IMPORT } from '../import/route';
import { POST as ALLOW } from '../hosts/route';
import { GET as NOT_FOUND } from '../../not-found/route';
import { recordNotFound } from '@/features/redirects/data';

const bed = adminTestBed();
const URL = '/api/v1/admin/redirects';
const { create, patch, remove } = bed.calls(URL, 'json', { POST, PATCH, DELETE });

const to = (source: string, target: string, status = '308', note = '') => ({
  source,
  targetKind: '',
  target,
  status,
  note,
});

async function visit(path: string) {
  return proxy(new NextRequest(`http://localhost${path}`));
}

async function purges(): Promise<string[][]> {
  return (await waitingTasks<{ keys: string[] }>(bed.testDb.db, 'cdn-purge')).map((t) => t.data.keys);
}

let product: number;
beforeAll(async () => {
  [{ id: product }] = await bed.testDb.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .limit(1);
});

it('saves a redirect, answers it before any page in both languages with its status, and audits it', async () => {
  const saved = await jsonOf(await create(to('/old-about', '/about', '301', 'The old site')), 201);
  expect(saved).toMatchObject({ source: '/old-about', target: '/about', status: '301', notices: [] });

  const en = await visit('/old-about');
  expect(en.status).toBe(301);
  expect(en.headers.get('location')).toBe('http://localhost/about');
  const ar = await visit('/ar/old-about');
  expect(ar.status).toBe(301);
  expect(ar.headers.get('location')).toBe('http://localhost/ar/about');
  // Kept by a CDN under the path's own key, which a change purges.
  expect(ar.headers.get('surrogate-key')!.split(' ')).toContain(pathKey('/ar/old-about'));

  const [event] = await bed.testDb.db.select().from(auditEvents).where(eq(auditEvents.entity, 'redirects'));
  expect(event).toMatchObject({ kind: 'content_insert', actorEmail: expect.any(String) });
  expect(event.after).toMatchObject({ source: '/old-about', target: '/about', status: 301 });
});

it('answers a temporary redirect 307 or 302, and stores a source typed with its language or query as the bare path', async () => {
  const saved = await jsonOf(await create(to('/ar/winter-sale/?utm_source=x', '/productPage', '307')), 201);
  expect(saved.source).toBe('/winter-sale');
  expect((await visit('/winter-sale')).status).toBe(307);
  const changed = await jsonOf(await patch(saved.id, { ...to('/winter-sale', '/productPage', '302') }), 200);
  expect(changed.status).toBe('302');
  expect((await visit('/ar/winter-sale')).status).toBe(302);
});

it('refuses a live page as a source: a static page, a published item, another casing, in either language', async () => {
  for (const source of [
    '/about',
    '/ar/contact',
    '/ABOUT',
    routes.product(product),
    `/ar${routes.product(product)}`,
    '/',
  ])
    expect((await create(to(source, '/services'))).status).toBe(400);
  await expectFieldErrors(await create(to('/ar/about', '/services')), {
    source: '/about is a page of the site: only an address that does not exist may redirect.',
  });
  // An item that does not exist may redirect: the proxy answers it before the item's 404.
  await jsonOf(await create(to(routes.product(999_999), '/productPage')), 201);
  const answer = await visit(routesFor('ar').product(999_999));
  expect(answer.status).toBe(308);
  expect(answer.headers.get('location')).toBe('http://localhost/ar/productPage');
});

it('flattens a chain both ways and says so, and refuses a loop with a clear message', async () => {
  await jsonOf(await create(to('/b', '/services')), 201);
  const a = await jsonOf(await create(to('/a', '/b')), 201);
  expect(a.target).toBe('/services');
  expect(a.notices).toEqual(['/b already redirects to /services, so /a now goes straight to /services.']);

  // A new redirect from a target others use: they go straight on.
  const c = await jsonOf(await create(to('/services-old', '/x')), 201);
  const z = await jsonOf(await create(to('/z', '/services-old')), 201);
  expect(z.target).toBe('/x');
  const y = await jsonOf(await create(to('/y', '/z2')), 201);
  const z2 = await jsonOf(await create(to('/z2', '/contact')), 201);
  expect(z2.notices).toEqual(['The redirect from /y pointed here; it now goes straight to /contact.']);
  const [yRow] = await bed.testDb.db.select().from(redirects).where(eq(redirects.id, y.id));
  expect(yRow.target).toBe('/contact');
  expect((await visit('/y')).headers.get('location')).toBe('http://localhost/contact');

  await expectFieldErrors(await create(to('/x', '/services-old')), {
    target: 'This would make a loop: /services-old already redirects back to /x.',
  });
  await expectFieldErrors(await create(to('/self', '/self?x=1')), {
    target: 'A redirect cannot send visitors to the address it is from.',
  });
  expect(c.id).toBeGreaterThan(0);
});

it('refuses an address off the site unless an Owner allowed its host, which an Editor cannot', async () => {
  await expectFieldErrors(await create(to('/partner', 'https://partner.example.com/page')), {
    target: 'partner.example.com is not on this site. An Owner may allow it under “Hosts off the site”.',
  });
  const editor = await signIn(bed.testDb.db, undefined, 'editor');
  const refused = await call(
    ALLOW,
    editor.request('POST', `${URL}/hosts`, { json: { name: 'partner.example.com' } }),
  );
  expect(refused.status).toBe(403);
  // The Editor still makes redirects.
  await jsonOf(await call(POST, editor.request('POST', URL, { json: to('/by-editor', '/about') })), 201);

  await jsonOf(
    await call(
      ALLOW,
      bed.staff.request('POST', `${URL}/hosts`, { json: { name: 'https://Partner.Example.com/x' } }),
    ),
    201,
  );
  const saved = await jsonOf(await create(to('/partner', 'https://partner.example.com/page')), 201);
  expect(saved.target).toBe('https://partner.example.com/page');
  // Off the site, the same address in both languages.
  expect((await visit('/ar/partner')).headers.get('location')).toBe('https://partner.example.com/page');
  // An address on the site itself is kept as its path.
  const own = await jsonOf(await create(to('/own', 'http://localhost:3000/careers?x=1')), 201);
  expect(own.target).toBe('/careers?x=1');
});

it('follows an item: its path is computed as the redirect is answered, in each language', async () => {
  const saved = await jsonOf(
    await create({ source: '/old-product', targetKind: 'product', targetId: String(product), status: '308' }),
    201,
  );
  expect(saved.location).toBe(routes.product(product));
  await bed.testDb.db.update(products).set({ name: 'Renamed product' }).where(eq(products.id, product));
  expect((await visit('/old-product')).headers.get('location')).toBe(
    `http://localhost${routes.product(product)}`,
  );
  expect((await visit('/ar/old-product')).headers.get('location')).toBe(
    `http://localhost${routesFor('ar').product(product)}`,
  );
  await expectFieldErrors(
    await create({ source: '/old-2', targetKind: 'newsItem', targetId: '999999', status: '308' }),
    { targetId: 'There is no such item.' },
  );
});

it('sends the purge of the path in both languages with each write, and none with a refused one', async () => {
  process.env.CDN_PURGE = 'varnish:http://127.0.0.1:9';
  try {
    const before = await purges();
    expect((await create(to('/about', '/x'))).status).toBe(400);
    expect(await purges()).toEqual(before);
    const saved = await jsonOf(await create(to('/purged', '/about')), 201);
    expect((await purges()).slice(before.length)).toEqual([[pathKey('/purged'), pathKey('/ar/purged')]]);
    await jsonOf(await patch(saved.id, to('/purged-2', '/about')), 200);
    expect((await purges()).at(-1)).toEqual(
      expect.arrayContaining([pathKey('/purged'), pathKey('/ar/purged'), pathKey('/purged-2')]),
    );
    expect((await remove(saved.id)).status).toBe(200);
    expect((await purges()).at(-1)).toEqual([pathKey('/purged-2'), pathKey('/ar/purged-2')]);
    // Deleted: the path answers as before (the page's 404), not a redirect.
    expect((await visit('/purged-2')).headers.get('location')).toBeNull();
  } finally {
    delete process.env.CDN_PURGE;
  }
});

it('searches and pages the list', async () => {
  const page = await jsonOf(await call(GET, bed.staff.request('GET', `${URL}?q=old&pageSize=2`)), 200);
  expect(page.pageSize).toBe(2);
  expect(page.items.length).toBe(2);
  expect(page.total).toBeGreaterThanOrEqual(3);
  expect(
    page.items.every((r: { source: string; target: string; note: string }) =>
      /old/.test(r.source + r.target + r.note),
    ),
  ).toBe(true);
});

it('exports formula-safe CSV and imports it back, keeping good lines and naming each refused line', async () => {
  await jsonOf(await create(to('/formula', '/about', '308', '=HYPERLINK("http://evil")')), 201);
  const { text, lines } = await csvExport(EXPORT, bed.staff.request('GET', `${URL}/export?q=formula`), {
    name: 'redirects',
    header: 'source,target,status,note,updated (UTC)',
  });
  expect(lines[1]).toMatch(/^\/formula,\/about,308,"'=HYPERLINK\(""http:\/\/evil""\)",/);

  // Deleted, then imported from the export: the same redirect, its note as typed.
  const [row] = await bed.testDb.db.select().from(redirects).where(eq(redirects.source, '/formula'));
  await remove(row.id);
  const csv = `${text.slice(1)}/good-line,/contact,307,fine\r\n/about,/contact,308,live page\r\n/bad,nowhere,308,\r\n`;
  const result = await jsonOf(
    await call(IMPORT, bed.staff.request('POST', `${URL}/import`, { json: { csv } })),
    200,
  );
  expect(result).toEqual({
    saved: 2,
    refused: [
      { line: 4, message: '/about is a page of the site: only an address that does not exist may redirect.' },
      { line: 5, message: 'Please enter a path starting with / or an address starting with https://.' },
    ],
  });
  const [back] = await bed.testDb.db.select().from(redirects).where(eq(redirects.source, '/formula'));
  expect(back.note).toBe('=HYPERLINK("http://evil")');
  expect((await visit('/good-line')).status).toBe(307);

  const header = await call(
    IMPORT,
    bed.staff.request('POST', `${URL}/import`, { json: { csv: 'a,b\r\n/x,/y' } }),
  );
  expect(header.status).toBe(400);
  expect((await header.json()).message).toBe(
    'The first line must name the columns: source, target, status, note.',
  );

  // A file that is not CSV (a quote left open) is refused whole, in words staff can act on.
  const before = await bed.testDb.db.select().from(redirects);
  const unreadable = await call(
    IMPORT,
    bed.staff.request('POST', `${URL}/import`, {
      json: {
        csv: 'source,target,status,note\r\n/open-quote,/contact,308,"never closed\r\n/next,/about,308,\r\n',
      },
    }),
  );
  expect(unreadable.status).toBe(400);
  expect(await unreadable.json()).toMatchObject({
    error: 'csv_unreadable',
    message:
      'The file could not be read as CSV (a quote may be left open). Save it from a spreadsheet as CSV and try again.',
  });
  expect(await bed.testDb.db.select().from(redirects)).toHaveLength(before.length);
});

it('says in the 404 log where a path staff redirected since goes, in either language', async () => {
  for (const path of ['/ar/old-brochure', '/never-redirected']) await recordNotFound(bed.testDb.db, { path });
  await jsonOf(await create(to('/old-brochure', '/productPage')), 201);
  const log = await jsonOf(
    await call(NOT_FOUND, bed.staff.request('GET', '/api/v1/admin/not-found?sort=recent')),
    200,
  );
  const redirectedTo = Object.fromEntries(
    (log.items as { path: string; redirectedTo: string | null }[]).map((row) => [row.path, row.redirectedTo]),
  );
  expect(redirectedTo).toMatchObject({ '/ar/old-brochure': '/productPage', '/never-redirected': null });
});
