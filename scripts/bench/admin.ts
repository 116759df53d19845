/**
 * Do the admin lists stay fast as the tables grow? Starts the production build (`npm run build`
 * first) on a throw-away data folder with the seeded content (about 20 rows per list), measures
 * the p95 of every admin list API and of the first render of a public listing after a staff edit,
 * then adds 1,000 products to one category, 1,000 posts to one blog category, 1,000 news items,
 * enquiries and applications, and measures again in the same run. Prints both and their ratio.
 * Goals: each figure at 1,000 rows within 2x of its 20-row figure, and no admin list API's p95
 * over 100 ms. Exits 1 when one is missed.
 *
 *   npm run build && npm run bench:admin
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { prepareDatabase } from '../../lib/db/prepare';
import { SITE_DATABASE } from '../../lib/db/seedSite';
import { endpoints } from '../../lib/api/contract';
import { API_BASE, routes } from '../../lib/routing/routes';
import { percentile } from './common';
import { LAUNCHER } from '../launcher';

const SAMPLES = 40;
const ROWS = 1000;
const ADMIN = { email: 'bench@kinglife.test', password: 'bench-password' };

interface Target {
  label: string;
  url: () => string;
  /** A staff edit that the public page must show: the render measured is the one after it. */
  before?: () => Promise<void>;
}

async function timed(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

async function p95(target: Target, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    await target.before?.();
    const ms = await timed(target.url(), { headers: { cookie } });
    if (i >= 3) times.push(ms); // the first ones warm the connection pool and the JIT
  }
  return percentile(times, 95);
}

async function waitUp(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinglife-bench-admin-'));
  const { url: databaseUrl, server } = await prepareDatabase({
    dataDir,
    demo: true,
    ...SITE_DATABASE,
    firstAdmin: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const port = 3000 + Math.floor(Math.random() * 900) + 100;
  const base = `http://127.0.0.1:${port}`;
  // Started the way `npm start` starts it: the launcher, here on this database. (Not with
  // `next start -H 127.0.0.1`: bound to that address, Next 16.4 resolves the proxy's rewrites
  // against another origin and every page redirects to itself.)
  const app = spawn(path.join('node_modules', '.bin', 'node'), [LAUNCHER, 'next', 'start'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HSTS: '0',
      SESSION_COOKIE_SECURE: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let missed = 0;
  try {
    await waitUp(base);
    const login = await fetch(`${base}${API_BASE}/${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ contact: ADMIN.email, password: ADMIN.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!login.ok || !cookie) throw new Error(`sign-in answered ${login.status}`);

    const one = async (sql: string) => (await db.query(sql)).rows[0].id as number;
    const category = await one('SELECT id FROM product_categories ORDER BY position, id LIMIT 1');
    const blogCategory = await one('SELECT id FROM blog_categories ORDER BY position, id LIMIT 1');
    const product = await one(`SELECT id FROM products WHERE category_id = ${category} ORDER BY id LIMIT 1`);
    const api = (p: string) => `${base}${API_BASE}/${p}`;
    // Each sample follows a real staff edit (a product's publish toggle, through the admin API), so
    // the page measured is a fresh render, never a cached one.
    let published = true;
    const toggleProduct = async () => {
      published = !published;
      const response = await fetch(api(endpoints.productPublished(product).path), {
        method: 'PUT',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ published }),
      });
      if (!response.ok) throw new Error(`publish toggle answered ${response.status}`);
    };
    const targets: Target[] = [
      { label: 'GET admin news (page 1)', url: () => api(endpoints.news.path) },
      { label: 'GET admin news (search)', url: () => api(`${endpoints.news.path}?q=market`) },
      {
        label: 'GET admin products of a category',
        url: () => api(endpoints.productCategoryProducts(category).path),
      },
      { label: 'GET admin product categories', url: () => api(endpoints.productCategories.path) },
      {
        label: 'GET admin posts of a blog category',
        url: () => api(endpoints.blogCategoryPosts(blogCategory).path),
      },
      { label: 'GET admin blog categories', url: () => api(endpoints.blogCategories.path) },
      { label: 'GET admin enquiries', url: () => api(endpoints.adminEnquiries.path) },
      { label: 'GET admin applications', url: () => api(endpoints.adminApplications.path) },
      { label: 'GET admin overview (counts)', url: () => api(endpoints.overview.path) },
      {
        label: `first render of ${routes.products()} after an edit`,
        url: () => `${base}${routes.products()}`,
        before: toggleProduct,
      },
    ];

    const small: number[] = [];
    for (const target of targets) small.push(await p95(target, cookie));

    await db.query(`
      INSERT INTO products (category_id, name, details, description1, description2, image, images, position)
      SELECT ${category}, 'Bench product ' || n, 'Bench', 'First description.', 'Second description.',
             '{"src":"/artwork/products/1.svg","alt":""}', '[]', 1000 + n FROM generate_series(1, ${ROWS}) n;
      INSERT INTO blog_posts (category_id, title, teaser, body, image)
      SELECT ${blogCategory}, 'Bench post ' || n, 'Teaser', 'Body.', '{"src":"/artwork/blog/1.svg","alt":""}'
      FROM generate_series(1, ${ROWS}) n;
      INSERT INTO news (title, caption, body, date, image)
      SELECT 'Bench news ' || n, 'Caption', 'Body.', current_date - n, '{"src":"/artwork/news/1.svg","alt":""}'
      FROM generate_series(1, ${ROWS}) n;
      INSERT INTO enquiries (name, email, company, service, message)
      SELECT 'Bench ' || n, 'bench' || n || '@example.com', '', 'Exporting Services', 'Hello.'
      FROM generate_series(1, ${ROWS}) n;
      ANALYZE;
    `);
    await db.query(`
      INSERT INTO applications (job_id, position, first_name, last_name, email, phone_number, dob, qualification, resume_file_id, consent)
      SELECT job_id, position, first_name, 'Bench' || n, 'bench' || n || '@example.com', phone_number, dob, qualification, resume_file_id, consent
      FROM (SELECT * FROM applications LIMIT 1) a, generate_series(1, ${ROWS}) n;
      ANALYZE;
    `);

    const large: number[] = [];
    for (const target of targets) large.push(await p95(target, cookie));

    console.log(`p95 of ${SAMPLES} requests each, seeded (~20 rows per list) and with ${ROWS} more rows`);
    console.log(`${'request'.padEnd(52)} ${'seeded'.padStart(9)} ${`+${ROWS}`.padStart(9)}  ratio`);
    targets.forEach((target, i) => {
      const ratio = large[i] / small[i];
      const isApi = target.label.startsWith('GET admin');
      // Under 10 ms both ways the ratio is noise, not growth.
      const ok = (ratio <= 2 || large[i] < 10) && (!isApi || large[i] <= 100);
      if (!ok) missed++;
      console.log(
        `${target.label.padEnd(52)} ${small[i].toFixed(1).padStart(6)} ms ${large[i].toFixed(1).padStart(6)} ms  ${ratio.toFixed(2)}x ${ok ? 'ok' : 'MISS'}`,
      );
    });
  } finally {
    await db.end();
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
