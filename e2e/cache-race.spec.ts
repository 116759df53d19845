/**
 * The race a save can lose to a render, forced: a visitor's render reads a news item, is held
 * between that reading and its store (RENDER_HOLD_FILE, lib/data/cache.ts) while staff rename the
 * item, and finishes after the save's response. Whoever asks after that gets the new name, at the
 * origin and through Varnish (deploy/varnish/default.vcl), with no pause in between.
 */
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, routes } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import { openAdminAs } from './support/admin';
import { imageUpload, uniqueName } from './support/images';
import { throughCdn } from './support/public';
import { takeTurns } from './support/turns';

const HOLD = process.env.E2E_RENDER_HOLD_FILE!;

// An old date: never the newest item, which the home page and /newsdetails feature.
const newsFields = (title: string) => ({
  title,
  caption: 'A caption for the race test.',
  description: 'What the race test reads.',
  date: '2020-01-15',
  imageDecorative: 'true',
});

async function rename(page: Page, baseURL: string, id: number, title: string) {
  const saved = await page.request.patch(apiUrl(endpoints.newsItem(id).path), {
    headers: { origin: baseURL },
    multipart: newsFields(title),
  });
  expect(saved.status()).toBe(200);
}

/** Holds the render that reads item `id` in English once it has read it; returns the release. */
async function holdReading(id: number): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  const reading = `news.item:en:${id}`;
  await fs.rm(`${HOLD}.held`, { force: true });
  await fs.writeFile(HOLD, reading);
  const held = expect
    .poll(() => fs.readFile(`${HOLD}.held`, 'utf8').catch(() => ''), { timeout: 20_000 })
    .toBe(reading);
  return { held, release: () => fs.rm(HOLD, { force: true }) };
}

const origin = (baseURL: string, path: string) =>
  fetch(`${baseURL}${path}`).then(async (r) => ({ body: await r.text(), headers: r.headers }));

// The sitemap test counts the news items: take turns with it while this one exists.
takeTurns('news');

test('a render held across a save is not kept: the next visitor gets the saved page, at the origin and the CDN @desktop', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await openAdminAs(page);
  const title = uniqueName('Race news', testInfo.project.name);
  const created = await page.request.post(apiUrl(endpoints.news.path), {
    headers: { origin: baseURL! },
    multipart: { ...newsFields(`${title} A`), image: await imageUpload('race.png') },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await raceAt(page, baseURL!, id, title);
  } finally {
    await fs.rm(HOLD, { force: true }); // nothing stays held if the race went wrong
    await page.request.delete(apiUrl(endpoints.newsItem(id).path), { headers: { origin: baseURL! } });
  }
});

async function raceAt(page: Page, baseURL: string, id: number, title: string) {
  const path = routes.newsItem(id);

  // At the origin: the render reads "A", is held, staff save "B", then the render finishes.
  let hold = await holdReading(id);
  const inFlight = origin(baseURL, path);
  await hold.held;
  await rename(page, baseURL, id, `${title} B`);
  await hold.release();
  const late = await inFlight;
  expect(late.body).toContain(`${title} A`); // what it read before the save…
  expect(late.headers.get('cache-control')).toBe('private, no-store'); // …kept by nobody
  const next = await origin(baseURL, path);
  expect(next.body).toContain(`${title} B`);
  expect(next.body).not.toContain(`${title} A`);

  // Through the CDN: the same, with Varnish fetching the held render.
  await rename(page, baseURL, id, `${title} C`); // the page is rendered afresh on the next request
  hold = await holdReading(id);
  const viaCdn = throughCdn(path);
  await hold.held;
  await rename(page, baseURL, id, `${title} D`); // saved while Varnish waits for that render
  await hold.release();
  expect((await viaCdn).body).toContain(`${title} C`);
  const after = await throughCdn(path);
  expect(after.body).toContain(`${title} D`);
  expect(after.body).not.toContain(`${title} C`);
  expect((await throughCdn(path)).headers.get('x-cache')).toBe('HIT'); // the saved page is kept
}
