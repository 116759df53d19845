/**
 * The race a save can lose to a render (one app server, Next's cache in files and memory): a render
 * that began before a save, read the old data, and stores its page or reading after the save's
 * expiry is not kept, and its answer tells a CDN not to keep it either. Renders that began after
 * the save are kept as usual.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { page, pageCtx, reading, readingCtx as ctxOf, type CacheHandler } from '@/test/cacheEntries';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const PageCacheHandler: new (context: object) => CacheHandler = require('../pageCacheHandler.cjs');
const serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-race-')), 'server');
/** A request's handler, as Next makes one when the request arrives. */
const request = () =>
  new PageCacheHandler({
    serverDistDir,
    fs: { ...fs.promises, existsSync: fs.existsSync },
    flushToDisk: false,
    maxMemoryCacheSize: 16 * 1024 * 1024,
    revalidatedTags: [],
    dev: false,
  });

/** Time passing between steps (entries and expiries are timed in milliseconds). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterAll(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

const readingCtx = ctxOf(['product:3']);
const PAGE = '/route-cache/APP_PAGE/h/$/en/productPage/ProductDetailedPage/3';

it('does not keep a page rendered from the data a save replaced, and marks its answer no-store', async () => {
  const render = request(); // a visitor's request: the render reads the old name…
  const old = page('Cardamom oil');
  await tick();
  await request().revalidateTag(['product:3'], { expire: 0 }); // …a save commits and expires…
  await tick();
  await render.set(PAGE, old, pageCtx); // …and then the render stores what it read.

  expect(old.headers['cache-control']).toBe('private, no-store');
  expect(await request().get(PAGE, pageCtx)).toBeNull(); // the next visitor gets a fresh render

  await tick();
  const fresh = page('Green cardamom oil');
  await request().set(PAGE, fresh, pageCtx);
  expect(fresh.headers['cache-control']).toMatch(/^public/);
  expect((await request().get(PAGE, pageCtx))?.value.html).toBe('<p>Green cardamom oil</p>');
});

it('does not keep a data reading begun before the save either', async () => {
  const render = request();
  await tick();
  await request().revalidateTag('product:3', { expire: 0 });
  await tick();
  await render.set('product-3-reading', reading('old'), readingCtx);
  expect(await request().get('product-3-reading', readingCtx)).toBeNull();
  await tick();

  await request().set('product-3-reading', reading('new'), readingCtx);
  expect(await request().get('product-3-reading', readingCtx)).toMatchObject({
    value: { data: { body: 'new' } },
  });
});

it('keeps a page whose tags the save did not name', async () => {
  const render = request();
  await tick();
  await request().revalidateTag(['news'], { expire: 0 });
  await tick();
  await render.set(PAGE, page('Cardamom oil'), pageCtx);
  expect((await request().get(PAGE, pageCtx))?.value.html).toBe('<p>Cardamom oil</p>');
});
