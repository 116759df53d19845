/**
 * The site through Varnish (deploy/varnish/default.vcl), side by side in one run:
 *   - requests per second and p50/p99 of the home page and a product page through Varnish, beside
 *     nginx serving a static file of the same size (goal: Varnish ≥ 80 % of nginx);
 *   - Varnish's hit ratio over those runs, the steady state (goal ≥ 99 %);
 *   - from a staff save (a news item edited through the admin API) to the new text through Varnish,
 *     on every page the change touches — its page and the news list in both languages, both home
 *     pages, the sitemap — p50/p95 over EDITS edits (goal: p95 ≤ 2 s on each page).
 * It starts Varnish itself, in front of the app at BASE_URL, on VARNISH_PORT; the app must purge
 * it, so start the app with CDN_PURGE=varnish:http://127.0.0.1:$VARNISH_PORT, e.g.
 *   CDN_PURGE=varnish:http://127.0.0.1:6081 npm start &
 *   BASE_URL=http://127.0.0.1:3000 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:cdn
 * It creates one news item and deletes it at the end. Needs varnish, varnish-modules, nginx and
 * wrk (apt-get install varnish varnish-modules nginx-light wrk). PAGE_SECONDS (8), EDITS (20).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '../../lib/api/contract';
import { routes, routesFor } from '../../lib/routing/routes';
import { signedInApi } from '../../test/adminHttp';
import { newsForm, newsPicture } from '../../test/contentForms';
import { hitCounters, startVarnish } from '../../test/varnish';
import { median, percentile, siteUrl } from './common';
import { CONNECTIONS, threeRuns } from './wrk';

const PAGE_SECONDS = Number(process.env.PAGE_SECONDS ?? 8);
const EDITS = Number(process.env.EDITS ?? 20);
const VARNISH_PORT = Number(process.env.VARNISH_PORT ?? 6081);

const BARE_VCL = (backendPort: number) => `vcl 4.1;
backend default { .host = "127.0.0.1"; .port = "${backendPort}"; }
sub vcl_recv { unset req.http.Cookie; return (hash); }
`;

/** Static files of these sizes in bytes, served by nginx on a free port at /<bytes>.html. */
async function nginxStatic(sizes: number[]) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-nginx-'));
  const port = 19080 + Math.floor(Math.random() * 1000);
  fs.mkdirSync(path.join(work, 'files'));
  for (const bytes of sizes) fs.writeFileSync(path.join(work, 'files', `${bytes}.html`), 'x'.repeat(bytes));
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server { listen 127.0.0.1:${port}; root ${work}/files; default_type text/html; }
}
`,
  );
  const nginx = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => setTimeout(resolve, 800));
  return {
    url: (bytes: number) => `http://127.0.0.1:${port}/${bytes}.html`,
    async stop() {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => setTimeout(resolve, 500));
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The size of an answer's body as sent (still compressed: fetch would inflate it). */
function bytesSent(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let total = 0;
        response.on('data', (chunk: Buffer) => (total += chunk.length));
        response.on('end', () => resolve(total));
      })
      .on('error', reject);
  });
}

/** The admin API, signed in with BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD. */
function adminApi(base: string) {
  const contact = process.env.BENCH_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
  const password = process.env.BENCH_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!contact || !password)
    throw new Error('set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD to make the edits');
  return signedInApi(base, contact, password);
}

async function main() {
  const base = siteUrl();
  const backendPort = Number(new URL(base).port || 80);
  const varnish = await startVarnish(VARNISH_PORT, backendPort);
  const cdn = varnish.url;
  const pages = { home: '/', product: routes.product(1) };
  // As browsers ask (compressed): Varnish sends the gzip it keeps, and the static file has the
  // size of that answer's body.
  const asked = { 'accept-encoding': 'gzip, deflate, br' };
  const bytes: Record<string, number> = {};
  for (const [name, page] of Object.entries(pages)) bytes[name] = await bytesSent(`${cdn}${page}`, asked);
  const reference = await nginxStatic(Object.values(bytes));
  try {
    console.log(
      `pages: ${CONNECTIONS} connections, ${PAGE_SECONDS} s a run, medians of 3 runs, Accept-Encoding as a browser's`,
    );
    const before = hitCounters(varnish.workDir);
    for (const [name, page] of Object.entries(pages)) {
      const staticFile = await threeRuns(reference.url(bytes[name]), PAGE_SECONDS, asked);
      const through = await threeRuns(`${cdn}${page}`, PAGE_SECONDS, asked);
      const share = (through.rps / staticFile.rps) * 100;
      console.log(
        `  ${name.padEnd(8)} ${page} (${bytes[name]} bytes sent)\n` +
          `    nginx, a static file of that size: ${staticFile.rps.toFixed(0).padStart(6)} req/s, p50 ${staticFile.p50Ms.toFixed(2)} ms, p99 ${staticFile.p99Ms.toFixed(2)} ms\n` +
          `    through Varnish:                   ${through.rps.toFixed(0).padStart(6)} req/s, p50 ${through.p50Ms.toFixed(2)} ms, p99 ${through.p99Ms.toFixed(2)} ms — ${share.toFixed(0)} % of nginx (goal ≥ 80 %) ${share >= 80 ? 'met' : 'MISSED'}`,
      );
    }
    const after = hitCounters(varnish.workDir);
    // The reference for the VCL itself: Varnish that keeps everything and runs no rules of its own.
    const bare = await startVarnish(VARNISH_PORT + 1, backendPort, BARE_VCL(backendPort));
    try {
      for (const [name, page] of Object.entries(pages)) {
        await bytesSent(`${bare.url}${page}`, asked);
        const through = await threeRuns(`${bare.url}${page}`, PAGE_SECONDS, asked);
        console.log(
          `  ${name.padEnd(8)} through Varnish with a bare VCL (reference): ${through.rps.toFixed(0)} req/s, p50 ${through.p50Ms.toFixed(2)} ms, p99 ${through.p99Ms.toFixed(2)} ms`,
        );
      }
    } finally {
      await bare.stop();
    }
    const hits = after.hit - before.hit;
    const misses = after.miss - before.miss;
    const ratio = (hits / Math.max(1, hits + misses)) * 100;
    console.log(
      `  hit ratio over those runs: ${ratio.toFixed(3)} % (${hits} hits, ${misses} misses; goal ≥ 99 %) ${ratio >= 99 ? 'met' : 'MISSED'}`,
    );

    const api = await adminApi(base);
    const ar = routesFor('ar');
    const image = await newsPicture();
    const stamp = Date.now().toString(36);
    const { id } = await api(
      'POST',
      endpoints.news.path,
      newsForm(`CDN bench ${stamp} 0`, `قياس ${stamp} ٠`, image),
    );
    const touched: Record<string, [string, (edit: number) => string]> = {
      'news item': [routes.newsItem(id), (n) => `CDN bench ${stamp} ${n}`],
      'news item (ar)': [ar.newsItem(id), (n) => `قياس ${stamp} ${n}`],
      'news list': [routes.news(), (n) => `CDN bench ${stamp} ${n}`],
      'news list (ar)': [ar.news(), (n) => `قياس ${stamp} ${n}`],
      home: ['/', (n) => `CDN bench ${stamp} ${n}`],
      'home (ar)': [ar.home(), (n) => `قياس ${stamp} ${n}`],
      sitemap: ['/sitemap.xml', () => `/newsdetails/${id}<`],
    };
    const seen: Record<string, number[]> = Object.fromEntries(Object.keys(touched).map((name) => [name, []]));
    try {
      console.log(
        `save → new content through Varnish, ${EDITS} edits of one news item (every page kept before each edit)`,
      );
      for (let edit = 1; edit <= EDITS; edit++) {
        for (const [page] of Object.values(touched)) await fetch(`${cdn}${page}`).then((r) => r.text());
        const sitemapBefore = await fetch(`${cdn}/sitemap.xml`).then((r) => r.text());
        await api(
          'PATCH',
          endpoints.newsItem(id).path,
          newsForm(`CDN bench ${stamp} ${edit}`, `قياس ${stamp} ${edit}`),
        );
        const saved = performance.now();
        await Promise.all(
          Object.entries(touched).map(async ([name, [page, text]]) => {
            for (;;) {
              const body = await fetch(`${cdn}${page}`).then((r) => r.text());
              const fresh =
                name === 'sitemap'
                  ? body !== sitemapBefore && body.includes(text(edit))
                  : body.includes(text(edit));
              if (fresh) break;
              if (performance.now() - saved > 30_000)
                throw new Error(`${page} still old 30 s after edit ${edit}`);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            seen[name].push(performance.now() - saved);
          }),
        );
      }
    } finally {
      await api('DELETE', endpoints.newsItem(id).path);
    }
    let worst = 0;
    for (const [name, times] of Object.entries(seen)) {
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `  ${name.padEnd(15)} p50 ${(median(times) / 1000).toFixed(2)} s, p95 ${(p95 / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`,
      );
    }
    console.log(
      `  slowest page's p95: ${(worst / 1000).toFixed(2)} s (goal ≤ 2 s) ${worst <= 2000 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await reference.stop();
    await varnish.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
