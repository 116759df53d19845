/**
 * Survives its parts failing (`npm run test:faults`, alone, after the other suites): the
 * several-servers stack (e2e/instances/stack.ts) under traffic while one part fails, and for each
 * fault a line of what it cost (./traffic.ts). The README's "When a part fails" has the figures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { JobDto } from '../../features/careers/dto';
import { contactText } from '../../features/enquiries/contactText.ar';
import { endpoints } from '../../lib/api/contract';
import { unavailableText } from '../../lib/http/unavailable';
import { connect } from '../../lib/db/connect';
import { minimalPdf } from '../../lib/db/samplePdf';
import { ORPHAN_AGE_MS, removeOrphanFiles } from '../../lib/maintenance/orphans';
import { apiUrl, routes } from '../../lib/routing/routes';
import { dubaiInputValue } from '../../lib/text/dates';
import { signedInApi } from '../../test/adminHttp';
import { wrk } from '../../scripts/bench/wrk';
import { newsForm, newsPicture, productForm } from '../../test/contentForms';
import { hitCounters, probeHistory } from '../../test/varnish';
import { S3_PREFIX, STAFF, stackForFile, type Stack } from '../instances/stack';
import {
  type Answer,
  applicationRequest,
  deliveredMails,
  formRequest,
  lostSubmissions,
  pause,
  publicPaths,
  query,
  reckon,
  slowClient,
  startTraffic,
  timeToRecover,
} from './traffic';

let stack: Stack;
stackForFile((started) => (stack = started));

const OUTAGE_MS = 20_000;

test('PostgreSQL stopped for 20 s: pages answer from the caches, forms and saves a clear 503, nothing acknowledged is lost, and it works again within 5 s without a restart', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const paths = await publicPaths(stack);
  // Staff at server A (a browser's Origin and nginx's Host differ on the test's ports).
  const api = await signedInApi(stack.a.url, STAFF.email, STAFF.password);
  const settings = await api<Record<string, unknown>>('GET', endpoints.settings.path);
  // Every page once through Varnish before the fault, as visitors would have.
  for (const path of paths) expect((await fetch(`${stack.varnish}${path}`)).status).toBe(200);

  const staffSave = async () => {
    const response = await fetch(`${stack.a.url}${apiUrl(endpoints.settings.path)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: stack.a.url, cookie: api.cookie },
      body: JSON.stringify(settings),
    });
    const body = await response.text();
    if (response.status === 503) expect(JSON.parse(body).message).toBe(unavailableText.en);
    return response.status;
  };

  // A buyer on the Arabic contact page (of server A: its Origin is its Host), filling the form as the database goes.
  await page.goto(`${stack.a.url}/ar/contact`);
  const typed = {
    name: 'هانز بيكر',
    email: 'hans.outage@example.com',
    message: 'نرجو عرض سعر لـ 200 كغ من أوليوريزين الفلفل الأسود.',
  };
  await page.getByPlaceholder(contactText.placeholders.name).fill(typed.name);
  await page.getByPlaceholder(contactText.placeholders.email).fill(typed.email);
  await page.getByLabel(contactText.fields.service).selectOption({ index: 1 });
  await page.getByPlaceholder(contactText.placeholders.message).fill(typed.message);

  const before = startTraffic(stack, paths, staffSave);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await stack.database.stop();
  const outage = Date.now();

  // A visitor on the Arabic page is told in Arabic, and nothing of theirs is kept half-stored.
  const arabic = formRequest(stack, 'ar');
  const refused = await arabic.send();
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toBe(unavailableText.ar);

  // Sent during the outage: the page says so in Arabic, and what the buyer typed is still there.
  await page.getByRole('button', { name: contactText.submit }).click();
  await expect(page.getByText(unavailableText.ar)).toBeVisible();
  await expect(page.getByPlaceholder(contactText.placeholders.name)).toHaveValue(typed.name);
  await expect(page.getByPlaceholder(contactText.placeholders.email)).toHaveValue(typed.email);
  await expect(page.getByPlaceholder(contactText.placeholders.message)).toHaveValue(typed.message);

  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - outage)));
  await stack.database.start();
  const returned = performance.now();
  const recovery = await timeToRecover(stack);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await before.stop();

  const acknowledged = [...before.acknowledged, ...(recovery.submission ? [recovery.submission] : [])];
  expect(await lostSubmissions(stack.databaseUrl, [arabic.submission])).toEqual([arabic.submission.marker]);
  // Every acknowledged submission's mails go out; one that met the outage waits for its retry (30 s, then 60).
  const expectedMails = acknowledged.reduce((n, s) => n + s.mails, 0);
  await expect
    .poll(() => deliveredMails(stack, acknowledged), { timeout: 150_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(expectedMails);
  const mailsOutMs = performance.now() - returned;
  const { duplicates } = await reckon(stack, 'PostgreSQL stopped for 20 s', before.answers, acknowledged, {
    allowed: { page: [200], form: [201, 503], staff: [200, 503] },
    recoveryMs: recovery.ms,
    more: `; every mail out ${(mailsOutMs / 1000).toFixed(1)} s after it returned`,
  });
  expect(before.answers.some((answer) => answer.kind === 'form' && answer.status === 503)).toBe(true);
  // A mail handed to SMTP as the database stopped goes again when it is back, as the same message.
  expect(duplicates.examples).toEqual([]);
  expect(recovery.ms).toBeLessThanOrEqual(5000);
});

test('Redis killed for 20 s and started empty: pages keep answering from the database, no 5xx, and a save made while it was gone is what every server serves', async () => {
  test.setTimeout(180_000);
  const paths = await publicPaths(stack);
  const api = await signedInApi(stack.b.url, STAFF.email, STAFF.password);
  const settings = await api<Record<string, unknown>>('GET', endpoints.settings.path);
  const traffic = startTraffic(stack, paths);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await stack.cache.stop();
  const outage = Date.now();

  await new Promise((resolve) => setTimeout(resolve, 3000));
  const facebook = `https://www.facebook.com/kinglife${Date.now().toString(36)}`;
  await api('PUT', endpoints.settings.path, { ...settings, facebookUrl: facebook });

  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - outage)));
  await stack.cache.start();
  const back = performance.now();
  // Every server, and the CDN in front of them, serve the footer with the link saved while Redis was gone.
  const servesIt = async (base: string) =>
    (await (await fetch(`${base}/`)).text()).includes(`href="${facebook}"`);
  await expect
    .poll(
      async () => (await Promise.all([stack.a.url, stack.b.url, stack.varnish].map(servesIt))).every(Boolean),
      { timeout: 10_000 },
    )
    .toBe(true);
  const recoveryMs = performance.now() - back;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await traffic.stop();

  await reckon(stack, 'Redis killed for 20 s, started empty', traffic.answers, traffic.acknowledged, {
    allowed: { page: [200], form: [201] },
    recoveryMs,
  });
});

test('S3 stopped for 20 s: pages and kept pictures answer, an upload is refused with a clear 503 and leaves no row without its file, a résumé download answers a clear error at once', async () => {
  test.setTimeout(240_000);
  const api = await signedInApi(stack.a.url, STAFF.email, STAFF.password);
  const [category] = await api<{ id: number }[]>('GET', endpoints.productCategories.path);
  // An uploaded picture (in the bucket), as well as the site's own artwork.
  const uploaded = await api<{ image: { src: string } }>(
    'POST',
    endpoints.productCreate.path,
    await productForm(`Kept Saffron ${Date.now().toString(36)}`, 'زعفران', category.id),
  );
  const picture = uploaded.image.src;
  const paths = [...(await publicPaths(stack)), picture];
  for (const path of paths) expect((await fetch(`${stack.varnish}${path}`)).status).toBe(200);
  const job = (await api<JobDto[]>('GET', endpoints.jobs.path)).find((opening) => opening.published);
  if (!job) throw new Error('no published opening to apply to');
  const applied = applicationRequest(stack, job.id);
  expect((await applied.send()).status).toBe(201);
  const [application] = await query<{ id: number }>(
    stack.databaseUrl,
    'SELECT id FROM applications WHERE email = $1',
    [applied.email],
  );
  const createProduct = async (name: string) =>
    fetch(`${stack.a.url}${apiUrl(endpoints.productCreate.path)}`, {
      method: 'POST',
      headers: { cookie: api.cookie, origin: stack.a.url },
      body: await productForm(name, `${name} (ar)`, category.id),
    });

  const traffic = startTraffic(stack, paths);
  await pause(3000);
  await stack.storage.stop();
  const outage = Date.now();

  // A picture the edge holds is served from there; the app says it cannot read it now, not that it is gone.
  const direct = await fetch(`${stack.a.url}${picture}`);
  expect(direct.status).toBe(503);
  expect(direct.headers.get('cache-control')).toBe('no-store');

  const refusedName = `Refused Saffron ${Date.now().toString(36)}`;
  const upload = await createProduct(refusedName);
  expect(upload.status).toBe(503);
  expect((await upload.json()).message).toBe(unavailableText.en);
  const arabicApplication = await applicationRequest(stack, job.id, 'ar').send();
  expect(arabicApplication.status).toBe(503);
  expect((await arabicApplication.json()).message).toBe(unavailableText.ar);
  // A hang would run into the signal's time; a clear answer comes at once.
  const download = await fetch(`${stack.a.url}${apiUrl(endpoints.applicationResume(application.id).path)}`, {
    headers: { cookie: api.cookie },
    signal: AbortSignal.timeout(15_000),
  });
  expect(download.status).toBe(503);
  expect((await download.json()).message).toBe(unavailableText.en);

  await pause(OUTAGE_MS - (Date.now() - outage));
  await stack.storage.start();
  const back = performance.now();
  let recoveryMs = Infinity;
  while (performance.now() - back < 30_000) {
    if ((await createProduct(`Saffron Again ${Date.now().toString(36)}`)).status === 201) {
      recoveryMs = performance.now() - back;
      break;
    }
    await pause(100);
  }
  await pause(1000);
  await traffic.stop();

  // Every file a row names is in the bucket; the refused upload left no product.
  const objects = new Set(await stack.s3.objectNames(S3_PREFIX));
  const rows = await query<{ key: string }>(stack.databaseUrl, 'SELECT key FROM uploaded_files');
  expect(rows.filter((row) => !objects.has(`${S3_PREFIX}/${row.key}`)).map((row) => row.key)).toEqual([]);
  expect(await query(stack.databaseUrl, 'SELECT id FROM products WHERE name = $1', [refusedName])).toEqual(
    [],
  );
  await reckon(stack, 'S3 stopped for 20 s', traffic.answers, traffic.acknowledged, {
    allowed: { page: [200], form: [201] },
    recoveryMs,
  });
  expect(recoveryMs).toBeLessThanOrEqual(5000);
});

test('SMTP refusing for 60 s: every submission is acknowledged and stored, and its mails go out once it accepts again, each exactly once', async () => {
  test.setTimeout(360_000);
  const paths = await publicPaths(stack);
  const traffic = startTraffic(stack, paths, undefined, 2);
  await pause(2000);
  stack.smtp.setRefusing(true);
  await pause(60_000);
  stack.smtp.setRefusing(false);
  const back = performance.now();
  await pause(2000);
  await traffic.stop();

  const expectedMails = traffic.acknowledged.reduce((n, s) => n + s.mails, 0);
  // A mail refused waits for its next try (30 s, then 60 s, …).
  await expect
    .poll(() => deliveredMails(stack, traffic.acknowledged), { timeout: 240_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(expectedMails);
  const mailsOutMs = performance.now() - back;
  const { duplicates } = await reckon(
    stack,
    'SMTP refusing for 60 s',
    traffic.answers,
    traffic.acknowledged,
    {
      allowed: { page: [200], form: [201] },
      recoveryMs: mailsOutMs,
      more: ` (every mail out); ${traffic.acknowledged.length} submissions, ${expectedMails} mails`,
    },
  );
  expect(deliveredMails(stack, traffic.acknowledged)).toBe(expectedMails);
  expect(duplicates).toEqual({ resent: 0, doubled: 0, examples: [] });
});

test('both app servers down for 20 s: Varnish serves every page it holds, forms and the admin say the site is being updated, and nothing from the outage is kept', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const paths = await publicPaths(stack);
  for (const path of paths) expect((await fetch(`${stack.varnish}${path}`)).status).toBe(200);
  // A page no visitor asked for before: nothing to fall back on.
  const unseen = `/productPage?outage=${Date.now().toString(36)}`;

  // A buyer on the Arabic contact page, as the CDN serves it.
  await page.goto(`${stack.varnish}/ar/contact`);
  const typed = { name: 'هانز بيكر', email: 'hans.down@example.com', message: 'نرجو عرض سعر لـ 200 كغ.' };
  await page.getByPlaceholder(contactText.placeholders.name).fill(typed.name);
  await page.getByPlaceholder(contactText.placeholders.email).fill(typed.email);
  await page.getByLabel(contactText.fields.service).selectOption({ index: 1 });
  await page.getByPlaceholder(contactText.placeholders.message).fill(typed.message);

  const traffic = startTraffic(stack, paths);
  await pause(3000);
  await Promise.all([stack.a.stop(), stack.b.stop()]);
  const outage = Date.now();

  await page.getByRole('button', { name: contactText.submit }).click();
  await expect(page.getByText(unavailableText.ar)).toBeVisible();
  await expect(page.getByPlaceholder(contactText.placeholders.message)).toHaveValue(typed.message);

  const missing = await fetch(`${stack.varnish}${unseen}`);
  expect(missing.status).toBe(503);
  expect(missing.headers.get('cache-control')).toBe('no-store');
  expect(await missing.text()).toContain(unavailableText.en);
  const admin = await fetch(`${stack.varnish}/admin`);
  expect(admin.status).toBe(503);
  const adminPage = await admin.text();
  expect(adminPage).toContain(unavailableText.en);
  expect(adminPage).toContain(unavailableText.ar);
  const form = await formRequest(stack, 'ar').send();
  expect(form.status).toBe(503);
  expect(form.headers.get('retry-after')).toBe('30');
  expect((await form.json()).message).toBe(unavailableText.ar);

  await pause(OUTAGE_MS - (Date.now() - outage));
  await Promise.all([stack.a.start(), stack.b.start()]);
  const recovery = await timeToRecover(stack);
  await pause(2000);
  await traffic.stop();

  // Nothing of the outage was kept at the edge: the page that had no copy is there once Varnish's
  // probe finds the servers back (two good answers a second apart); an answer kept from the outage
  // would stay for minutes.
  await expect
    .poll(async () => (await fetch(`${stack.varnish}${unseen}`)).status, {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(200);
  const acknowledged = [...traffic.acknowledged, ...(recovery.submission ? [recovery.submission] : [])];
  await reckon(stack, 'both app servers down for 20 s', traffic.answers, acknowledged, {
    // A form in flight on a server as it was stopped can have its connection cut (no answer, 0):
    // the form then says it could not reach the server and keeps what was typed (apply.spec.ts).
    allowed: { page: [200], form: [201, 503, 0] },
    recoveryMs: recovery.ms,
    more: ` (the servers took ${((Date.now() - outage - OUTAGE_MS) / 1000).toFixed(0)} s to start)`,
  });
  expect(recovery.ms).toBeLessThanOrEqual(5000);
});

/** libfaketime (Debian's faketime package): the wall clock of the processes it is preloaded into, set off. */
function clockAhead(minutes: number): Record<string, string> {
  const library = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((arch) => `/usr/lib/${arch}/faketime/libfaketimeMT.so.1`)
    .find((file) => fs.existsSync(file));
  if (!library) throw new Error('libfaketime is missing: apt-get install faketime');
  return { LD_PRELOAD: library, FAKETIME: `+${minutes}m`, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}

test('the clock of server B 5 minutes ahead: sessions, signed links, scheduled publishing and rate limits behave as on one clock (the database’s)', async () => {
  test.setTimeout(300_000);
  await stack.b.stop();
  await stack.b.start(clockAhead(5));
  const databaseMs = async () =>
    Number(
      (
        await query<{ ms: number }>(
          stack.databaseUrl,
          'SELECT extract(epoch FROM clock_timestamp()) * 1000 AS ms',
        )
      )[0].ms,
    );
  await expect
    .poll(() => stack.b.output())
    .toMatch(/this server's clock is 30\d\.\d s ahead of the database's/);

  // Sessions: signed in on one server, signed in on the other.
  const onB = await signedInApi(stack.b.url, STAFF.email, STAFF.password);
  const onA = await signedInApi(stack.a.url, STAFF.email, STAFF.password);
  expect(await onB.at(stack.a.url)('GET', endpoints.settings.path)).toHaveProperty('facebookUrl');
  expect(await onA.at(stack.b.url)('GET', endpoints.settings.path)).toHaveProperty('facebookUrl');

  // A signed link B mails ends 7 days after the database's now, and opens on A.
  const [product] = await query<{ id: number }>(stack.databaseUrl, 'SELECT min(id) AS id FROM products');
  const sheet = new FormData();
  for (const [field, value] of Object.entries({
    type: 'sds',
    language: 'en',
    revisionDate: '2025-11-03',
    access: 'request',
  }))
    sheet.append(field, value);
  sheet.append(
    'file',
    new Blob([new Uint8Array(minimalPdf('Safety data sheet'))], { type: 'application/pdf' }),
    'sds.pdf',
  );
  const document = await onB<{ id: number }>('POST', endpoints.productDocuments(product.id).path, sheet);
  const email = `clock-${Date.now().toString(36)}@example.com`;
  const asked = await fetch(`${stack.b.url}${apiUrl(endpoints.documentRequest(document.id).path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({ name: 'Hans Becker', company: 'Rheinfeld GmbH', email }),
  });
  expect(asked.ok).toBe(true);
  const askedAt = await databaseMs();
  await expect
    .poll(() => stack.smtp.received.some((mail) => mail.to.includes(email)), { timeout: 30_000 })
    .toBe(true);
  const raw = stack.smtp.received
    .find((mail) => mail.to.includes(email))!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = raw.match(/\/api\/v1\/documents\/\d+\?[^\s"<>]+/)?.[0].replaceAll('&amp;', '&');
  if (!link) throw new Error('the mail holds no document link');
  const expires = Number(new URL(link, stack.a.url).searchParams.get('expires')) * 1000;
  expect(Math.abs(expires - (askedAt + 7 * 24 * 60 * 60_000))).toBeLessThan(60_000);
  expect((await fetch(`${stack.a.url}${link}`)).status).toBe(200);

  // Rate limits: one window for both servers (5 enquiries per address in 10 minutes).
  const address = '203.0.113.78';
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const form = formRequest(stack);
    const base = i % 2 === 0 ? stack.b.url : stack.a.url;
    const response = await fetch(`${base}${apiUrl(endpoints.enquiries.path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'Hans Becker',
        email: form.submission.email,
        service: 'Purchase',
        message: 'A quote, please.',
      }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);

  // Scheduled publishing: staff on B schedule a product for the next whole minute at least 40 s
  // away (B's own clock calls that 4 minutes past); it goes on the site at that minute, not before.
  const [category] = await onB<{ id: number }[]>('GET', endpoints.productCategories.path);
  const at = new Date(Math.ceil(((await databaseMs()) + 40_000) / 60_000) * 60_000);
  const name = `Scheduled Saffron ${Date.now().toString(36)}`;
  const form = await productForm(name, 'زعفران مجدول', category.id);
  form.append('asDraft', '1'); // "Schedule", as the dialog sends it
  form.append('publishAt', dubaiInputValue(at.toISOString()));
  const scheduled = await onB<{ id: number; published: boolean }>('POST', endpoints.productCreate.path, form);
  expect(scheduled.published).toBe(false);
  let publishedAtMs = 0;
  while (!publishedAtMs) {
    const [row] = await query<{ published: boolean; ms: number }>(
      stack.databaseUrl,
      'SELECT published, extract(epoch FROM clock_timestamp()) * 1000 AS ms FROM products WHERE id = $1',
      [scheduled.id],
    );
    if (row.published) publishedAtMs = Number(row.ms);
    else if (Number(row.ms) > at.getTime() + 60_000) throw new Error('not published a minute after its time');
    else await pause(500);
  }
  console.log(
    `[fault] server B's clock 5 minutes ahead: sessions and links across servers worked, one rate-limit window, the product scheduled on B went on the site ${((publishedAtMs - at.getTime()) / 1000).toFixed(1)} s after its time`,
  );
  expect(publishedAtMs).toBeGreaterThanOrEqual(at.getTime());

  await stack.b.stop();
  await stack.b.start();
});

test('slow clients (slowloris) at nginx and at an app server: nginx cuts slow headers and stalled bodies within its 10 s timeouts, and other visitors are served as usual', async () => {
  test.setTimeout(180_000);
  const paths = await publicPaths(stack);
  const nginxPort = Number(new URL(stack.nginx).port);
  const appPort = Number(new URL(stack.a.url).port);
  const atNginx = [
    ...Array.from({ length: 200 }, () => slowClient(nginxPort, 'headers')),
    ...Array.from({ length: 50 }, () => slowClient(nginxPort, 'body')),
  ];
  // Straight at server A: Node holds such connections (its own timeouts are a minute and more), cheaply.
  const atApp = Array.from({ length: 100 }, () => slowClient(appPort, 'headers', 20_000));
  const traffic = startTraffic(stack, paths);
  const direct: Answer[] = [];
  const started = performance.now();
  while (performance.now() - started < 15_000) {
    const asked = performance.now();
    const response = await fetch(`${stack.a.url}/productPage`).catch(() => undefined);
    await response?.arrayBuffer();
    direct.push({
      kind: 'page',
      what: 'A /productPage',
      status: response?.status ?? 0,
      ms: performance.now() - asked,
    });
    await pause(200);
  }
  await traffic.stop();
  const cutAfter = await Promise.all(atNginx);
  await Promise.all(atApp);

  const slowest = Math.max(...cutAfter);
  const answers = [...traffic.answers, ...direct];
  await reckon(stack, '250 slow clients at nginx, 100 at app server A', answers, traffic.acknowledged, {
    allowed: { page: [200], form: [201] },
    recoveryMs: 0,
    more: `; nginx cut every slow client within ${(slowest / 1000).toFixed(1)} s`,
  });
  expect(slowest).toBeLessThan(15_000);
  expect(answers.filter((answer) => answer.ms > 2000)).toEqual([]);
});

/** The files s3rver keeps for the bucket, as it writes them. */
function bucketFiles(): string[] {
  return fs.readdirSync(stack.s3.directory, { recursive: true, encoding: 'utf8' });
}

test('server A killed (SIGKILL) in the middle of staff saves with a picture: each save happened whole (row, file, audit entry, CDN purge) or not at all, and the next clean-up leaves no file without its row', async () => {
  test.setTimeout(420_000);
  const api = await signedInApi(stack.a.url, STAFF.email, STAFF.password);
  const [category] = await api<{ id: number }[]>('GET', endpoints.productCategories.path);
  const stamp = Date.now().toString(36);
  // The sitemap lists every product: kept at the edge, purged by a save.
  expect((await fetch(`${stack.varnish}/sitemap.xml`)).status).toBe(200);
  const saves: { name: string; status: number }[] = [];
  // Killed a while into the save, or the moment its picture is in the bucket (before its row is).
  const kills = ['as its picture lands', 300, 600, 900, 1200] as const;
  for (const when of kills) {
    const name = `Interrupted Saffron ${stamp} ${when}`;
    const form = await productForm(name, 'زعفران', category.id, true);
    const before = new Set(bucketFiles());
    const answer = fetch(`${stack.a.url}${apiUrl(endpoints.productCreate.path)}`, {
      method: 'POST',
      headers: { cookie: api.cookie, origin: stack.a.url },
      body: form,
    })
      .then((response) => response.status)
      .catch(() => 0);
    if (typeof when === 'number') await pause(when);
    else {
      const deadline = performance.now() + 30_000;
      while (bucketFiles().every((file) => before.has(file)) && performance.now() < deadline) await pause(2);
    }
    stack.a.kill();
    saves.push({ name, status: await answer });
    await stack.a.start();
  }
  const restarted = performance.now();
  let purgedWithin = 0;

  const objects = new Set(
    (await stack.s3.objectNames(S3_PREFIX)).map((name) => name.slice(S3_PREFIX.length + 1)),
  );
  let whole = 0;
  let firstWhole = false;
  for (const save of saves) {
    const [row] = await query<{ id: number; src: string }>(
      stack.databaseUrl,
      "SELECT id, image->>'src' AS src FROM products WHERE name = $1",
      [save.name],
    );
    if (save.status === 201) expect(row, `${save.name} was acknowledged`).toBeDefined();
    if (!row) continue;
    if (save === saves[0]) firstWhole = true;
    whole += 1;
    expect(objects.has(row.src.replace(/^\/media\//, ''))).toBe(true);
    const audit = await query(
      stack.databaseUrl,
      "SELECT id FROM audit_events WHERE entity = 'products' AND entity_id = $1",
      [String(row.id)],
    );
    expect(audit.length).toBeGreaterThan(0);
    // The expiry and purge kept with the save: run by a live server even if A died before its
    // request ended (and, if A had taken it, once its hold of 15 s runs out).
    const sitemapShows = async () =>
      (await (await fetch(`${stack.varnish}/sitemap.xml`)).text()).includes(routes.product(row.id));
    await expect.poll(sitemapShows, { timeout: 60_000, intervals: [500] }).toBe(true);
    purgedWithin = Math.max(purgedWithin, performance.now() - restarted);
  }

  // The next clean-up (an hour on: younger files may be uploads in flight) removes what no row names.
  const { db, pool } = connect(stack.databaseUrl, 2);
  const removed = await removeOrphanFiles(
    db,
    stack.s3.storage(S3_PREFIX),
    ORPHAN_AGE_MS,
    Date.now() + 2 * ORPHAN_AGE_MS,
  );
  await pool.end();
  const rows = new Set(
    (await query<{ key: string }>(stack.databaseUrl, 'SELECT key FROM uploaded_files')).map((row) => row.key),
  );
  const left = (await stack.s3.objectNames(S3_PREFIX)).map((name) => name.slice(S3_PREFIX.length + 1));
  console.log(
    `[fault] server A killed in the middle of ${saves.length} saves with a picture: ${whole} happened whole, ${saves.length - whole} not at all (answers: ${saves.map((s) => s.status || 'none').join(', ')}); the edge showed each whole one within ${(purgedWithin / 1000).toFixed(1)} s of the last restart; the clean-up removed ${removed.length} file(s) no row named`,
  );
  // The save killed as its picture landed either finished or left that picture behind, for the clean-up.
  expect(firstWhole || removed.length > 0).toBe(true);
  expect(left.filter((key) => !rows.has(key))).toEqual([]);
  expect([...rows].filter((key) => !left.includes(key))).toEqual([]);
});

/** A 1 MB tmpfs mounted over `folder` and filled to the last byte (needs root, as CI runs). */
function fillWith(folder: string) {
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', folder], { encoding: 'utf8' });
  if (mounted.status !== 0) throw new Error(`could not mount a tmpfs (run as root): ${mounted.stderr}`);
  try {
    fs.writeFileSync(path.join(folder, 'filler'), Buffer.alloc(2 * 1024 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return () => spawnSync('umount', ['-l', folder]);
}

test('server A’s disk full (its data and temporary folders on a full tmpfs): it starts, serves pages, forms, uploads and résumés from the database and the bucket, says so in its log, and loses nothing', async () => {
  test.setTimeout(240_000);
  const api = await signedInApi(stack.b.url, STAFF.email, STAFF.password);
  const [category] = await api<{ id: number }[]>('GET', endpoints.productCategories.path);
  const job = (await api<JobDto[]>('GET', endpoints.jobs.path)).find((opening) => opening.published)!;
  await stack.a.stop();
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-full-tmp-'));
  const emptyData = fillWith(stack.a.dataDir);
  const emptyTemporary = fillWith(temporary);
  try {
    await stack.a.start({ TMPDIR: temporary });
    expect(stack.a.output()).toMatch(/\[disk\] the data folder \(.+\) has 0\.0 MB free/);
    expect(stack.a.output()).toMatch(/\[disk\] the temporary folder \(.+\) has 0\.0 MB free/);

    const paths = await publicPaths(stack);
    const traffic = startTraffic(stack, paths);
    // Straight at A: a page, a staff save with a picture, a job application with its résumé.
    const onA = api.at(stack.a.url);
    const page = await fetch(`${stack.a.url}/productPage`);
    expect(page.status).toBe(200);
    const saved = await onA<{ id: number; image: { src: string } }>(
      'POST',
      endpoints.productCreate.path,
      await productForm(`Full Disk Saffron ${Date.now().toString(36)}`, 'زعفران', category.id),
    );
    expect((await fetch(`${stack.a.url}${saved.image.src}`)).status).toBe(200);
    const application = applicationRequest(stack, job.id);
    const applied = await fetch(`${stack.a.url}${apiUrl(endpoints.applications.path)}`, {
      method: 'POST',
      body: application.form(),
      headers: { 'x-forwarded-for': '203.0.113.90' },
    });
    expect(applied.status).toBe(201);
    const [row] = await query<{ id: number }>(
      stack.databaseUrl,
      'SELECT id FROM applications WHERE email = $1',
      [application.email],
    );
    const resume = await fetch(`${stack.a.url}${apiUrl(endpoints.applicationResume(row.id).path)}`, {
      headers: { cookie: api.cookie },
    });
    expect(resume.status).toBe(200);
    expect(
      Buffer.from(await resume.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await pause(10_000);
    await traffic.stop();

    await reckon(stack, 'server A’s data and temporary folders full', traffic.answers, traffic.acknowledged, {
      allowed: { page: [200], form: [201] },
      recoveryMs: 0,
    });
  } finally {
    await stack.a.stop();
    emptyData();
    emptyTemporary();
    fs.rmSync(temporary, { recursive: true, force: true });
    await stack.a.start();
  }
});

test('1,000 visitors at once through Varnish while staff publish: every answer 200, the hit ratio at the bench:cdn goal (≥ 99 %), and how long each edit took to reach the edge', async () => {
  test.setTimeout(240_000);
  const api = await signedInApi(stack.a.url, STAFF.email, STAFF.password);
  const stamp = Date.now().toString(36);
  const { id } = await api(
    'POST',
    endpoints.news.path,
    newsForm(`Edge ${stamp} 0`, `حافة ${stamp} 0`, await newsPicture()),
  );
  const newsPage = routes.newsItem(id);
  const paths = [...(await publicPaths(stack)), newsPage, routes.news()];
  // Each path once before the load. A path may answer otherwise for a moment just after the test
  // before restarted server A (CI saw one 503 here, once); the poll names it, and then the load
  // itself must see no answer but 200.
  for (const path of paths) {
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${stack.varnish}${path}`);
          const body = await answer.text();
          if (answer.status === 200) return 200;
          const seen = `${answer.status} ${body.slice(0, 160)}`;
          // Seen 4 times in 19 runs (a 503 from Varnish for the new item, whose request reached
          // neither server's log): what each part answers now, and nginx's reasons, for next time.
          const direct = await Promise.all(
            [stack.a.url, stack.b.url, stack.nginx].map((url) =>
              fetch(`${url}${path}`).then(
                (direct) => direct.status,
                () => 'refused',
              ),
            ),
          );
          console.log(
            `[fault] before the load, GET ${path} answered ${seen}; A, B and nginx answer ${direct.join(', ')} now; nginx's error log ends: ${stack.nginxErrorLog().slice(-1500)}; Varnish's probes: ${probeHistory(stack.varnishWorkDir).slice(-2500)}`,
          );
          return seen;
        },
        { message: `GET ${path} through Varnish`, timeout: 15_000 },
      )
      .toBe(200);
  }

  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-wrk-')), 'paths.lua');
  fs.writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local n = 0
wrk.headers["Accept-Encoding"] = "gzip"
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end
`,
  );
  const before = hitCounters(stack.varnishWorkDir);
  const load = wrk(stack.varnish, 25, { script, connections: 1000 });
  const toEdge: number[] = [];
  await pause(3000);
  for (let edit = 1; edit <= 5; edit++) {
    await api(
      'PATCH',
      endpoints.newsItem(id).path,
      newsForm(`Edge ${stamp} ${edit}`, `حافة ${stamp} ${edit}`),
    );
    const saved = performance.now();
    await expect
      .poll(
        async () =>
          (await (await fetch(`${stack.varnish}${newsPage}`)).text()).includes(`Edge ${stamp} ${edit}`),
        {
          timeout: 30_000,
          intervals: [50],
        },
      )
      .toBe(true);
    toEdge.push(performance.now() - saved);
    await pause(2000);
  }
  const result = await load;
  const after = hitCounters(stack.varnishWorkDir);
  await api('DELETE', endpoints.newsItem(id).path);

  const hits = after.hit - before.hit;
  const ratio = hits / (hits + after.miss - before.miss);
  const worst = Math.max(...toEdge);
  console.log(
    `[fault] 1,000 visitors through Varnish while staff published 5 edits: ${result.rps.toFixed(0)} requests/s, p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms, hit ratio ${(ratio * 100).toFixed(2)} %, other than 200: ${JSON.stringify(result.statuses)}; edit to edge ${toEdge.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (worst ${(worst / 1000).toFixed(2)} s; bench:cdn goal p95 ≤ 2 s)`,
  );
  expect(result.statuses).toEqual({});
  expect(ratio).toBeGreaterThanOrEqual(0.99);
});
