/**
 * Survives its parts failing (`npm run test:faults`, alone, after the other suites): the
 * several-servers stack (e2e/instances/stack.ts) under traffic while one part fails, and for each
 * fault a line of what it cost (./traffic.ts). The README's "When a part fails" has the figures.
 */
import { expect, test } from '@playwright/test';
import type { JobDto } from '../../features/careers/dto';
import { contactText } from '../../features/enquiries/contactText.ar';
import { endpoints } from '../../lib/api/contract';
import { unavailableText } from '../../lib/http/unavailable';
import { apiUrl } from '../../lib/routing/routes';
import { signedInApi } from '../../test/adminHttp';
import { productForm } from '../instances/productForm';
import { S3_PREFIX, STAFF, stackForFile, type Stack } from '../instances/stack';
import {
  applicationRequest,
  deliveredMails,
  duplicateMails,
  formRequest,
  lostSubmissions,
  pause,
  publicPaths,
  query,
  reportLine,
  startTraffic,
  timeToRecover,
  unexpected,
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
  const lost = await lostSubmissions(stack.databaseUrl, acknowledged);
  expect(await lostSubmissions(stack.databaseUrl, [arabic.submission])).toEqual([arabic.submission.marker]);
  // Every acknowledged submission's mails go out; one that met the outage waits for its retry (30 s, then 60).
  const expectedMails = acknowledged.reduce((n, s) => n + s.mails, 0);
  await expect
    .poll(() => deliveredMails(stack, acknowledged), { timeout: 150_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(expectedMails);
  const mailsOutMs = performance.now() - returned;
  const duplicates = duplicateMails(stack, acknowledged);
  console.log(
    reportLine('PostgreSQL stopped for 20 s', before.answers, {
      lost: lost.length,
      duplicates,
      recoveryMs: recovery.ms,
    }) + `; every mail out ${(mailsOutMs / 1000).toFixed(1)} s after it returned`,
  );

  const allowed: Record<string, number[]> = { page: [200], form: [201, 503], staff: [200, 503] };
  expect(unexpected(before.answers, (answer) => allowed[answer.kind].includes(answer.status))).toEqual({});
  expect(before.answers.some((answer) => answer.kind === 'form' && answer.status === 503)).toBe(true);
  expect(lost).toEqual([]);
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

  const lost = await lostSubmissions(stack.databaseUrl, traffic.acknowledged);
  console.log(
    reportLine('Redis killed for 20 s, started empty', traffic.answers, {
      lost: lost.length,
      duplicates: duplicateMails(stack, traffic.acknowledged),
      recoveryMs,
    }),
  );
  const allowed: Record<string, number[]> = { page: [200], form: [201] };
  expect(unexpected(traffic.answers, (answer) => allowed[answer.kind].includes(answer.status))).toEqual({});
  expect(lost).toEqual([]);
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
  const lost = await lostSubmissions(stack.databaseUrl, traffic.acknowledged);
  console.log(
    reportLine('S3 stopped for 20 s', traffic.answers, {
      lost: lost.length,
      duplicates: duplicateMails(stack, traffic.acknowledged),
      recoveryMs,
    }),
  );
  const allowed: Record<string, number[]> = { page: [200], form: [201] };
  expect(unexpected(traffic.answers, (answer) => allowed[answer.kind].includes(answer.status))).toEqual({});
  expect(lost).toEqual([]);
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

  const lost = await lostSubmissions(stack.databaseUrl, traffic.acknowledged);
  const expectedMails = traffic.acknowledged.reduce((n, s) => n + s.mails, 0);
  // A mail refused waits for its next try (30 s, then 60 s, …).
  await expect
    .poll(() => deliveredMails(stack, traffic.acknowledged), { timeout: 240_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(expectedMails);
  const mailsOutMs = performance.now() - back;
  const duplicates = duplicateMails(stack, traffic.acknowledged);
  console.log(
    reportLine('SMTP refusing for 60 s', traffic.answers, {
      lost: lost.length,
      duplicates,
      recoveryMs: mailsOutMs,
    }) + ` (every mail out); ${traffic.acknowledged.length} submissions, ${expectedMails} mails`,
  );
  const allowed: Record<string, number[]> = { page: [200], form: [201] };
  expect(unexpected(traffic.answers, (answer) => allowed[answer.kind].includes(answer.status))).toEqual({});
  expect(lost).toEqual([]);
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

  // Nothing of the outage was kept at the edge: the page that had no copy is there now.
  expect((await fetch(`${stack.varnish}${unseen}`)).status).toBe(200);
  const lost = await lostSubmissions(stack.databaseUrl, [
    ...traffic.acknowledged,
    ...(recovery.submission ? [recovery.submission] : []),
  ]);
  console.log(
    reportLine('both app servers down for 20 s', traffic.answers, {
      lost: lost.length,
      duplicates: duplicateMails(stack, traffic.acknowledged),
      recoveryMs: recovery.ms,
    }) + ` (the servers took ${((Date.now() - outage - OUTAGE_MS) / 1000).toFixed(0)} s to start)`,
  );
  const allowed: Record<string, number[]> = { page: [200], form: [201, 503] };
  expect(unexpected(traffic.answers, (answer) => allowed[answer.kind].includes(answer.status))).toEqual({});
  expect(lost).toEqual([]);
  expect(recovery.ms).toBeLessThanOrEqual(5000);
});
