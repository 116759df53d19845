/**
 * Load on the production recipe, side by side in one run (wrk, from Debian's packages):
 *   - the home page and a product page straight from `next start`, through the nginx recipe in
 *     deploy/nginx (micro-cached), and a static file of the same size served by the same nginx;
 *   - the public form endpoints (enquiries, applications) at 32 concurrent connections for a
 *     minute each, with a client address per request as the proxy would set it, while the
 *     server's memory is sampled.
 * Prints requests per second and p99 latency (medians of three runs), the recipe's share of the
 * static file's rate, the forms' status codes, the server's memory over the run, and then the
 * memory of the site's whole process tree (npm, the launcher, Next, the embedded PostgreSQL)
 * beside a minimal Next page's after the same page load.
 *
 * It writes enquiries and applications: run it against a throw-away install, e.g.
 *   DATA_DIR=/tmp/kl-bench npm run build && DATA_DIR=/tmp/kl-bench npm start &
 *   BASE_URL=http://127.0.0.1:3000 DATA_DIR=/tmp/kl-bench npm run bench:load
 * Then a soak: SOAK_MINUTES (20; 0 skips it) of mixed load straight at the app (pages of both
 * languages, one request in twenty an enquiry), at 8 connections, printing the server's memory
 * minute by minute and how much it grew over the second half, which levels off (a few MB) unless
 * something keeps what each request leaves.
 * Needs nginx and wrk (apt-get install nginx-light wrk). FORM_SECONDS (60) and PAGE_SECONDS (8)
 * shorten or lengthen the runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { minimalPdf } from '../../test/documents';
import { siteSnippet, startNginx } from '../../test/nginx';
import { dataDir, readEnv } from '../../lib/env';
import { inLocale } from '../../lib/routing/publicPaths';
import { describeMemory, listeningPid, processInfo, serverTree } from '../../test/processTree';
import { serveFloor, siteUrl } from './common';
import { CONNECTIONS, threeRuns, wrk } from './wrk';

const PAGE_SECONDS = Number(process.env.PAGE_SECONDS ?? 8);
const FORM_SECONDS = Number(process.env.FORM_SECONDS ?? 60);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
/** The soak's pages: every kind of public page, in both languages. */
const SOAK_PAGES = [
  '/',
  '/about',
  '/services',
  '/productPage',
  '/productPage/ProductDetailedPage/1',
  '/productPage/ProductDetailedPage/3',
  '/productPage/ProductDetailedPage/7',
  '/blogPage',
  '/blogPage/blogdetails/1',
  '/newsdetails/1',
  '/contact',
  '/quote',
  '/careers',
  '/privacy-policy',
];

/**
 * A Lua string literal holding exactly these bytes (`latin1`: one char per byte). Every byte
 * outside printable ASCII is a three-digit escape, so a PDF's binary bytes reach the server as
 * they are and not UTF-8 encoded.
 */
function luaString(latin1: string): string {
  let out = '"';
  for (const char of latin1) {
    const code = char.charCodeAt(0);
    const plain = code >= 0x20 && code < 0x7f && char !== '"' && char !== '\\';
    out += plain ? char : `\\${String(code).padStart(3, '0')}`;
  }
  return `${out}"`;
}

/**
 * wrk's Lua for counting answers by status: each thread counts its own, done() adds them up. Each
 * thread's random numbers start from a seed of its own: unseeded, every thread and every run drew
 * the same client addresses, which the forms' rate limit then refused.
 */
const STATUS_LUA = `local threads = {}
setup = function(thread)
  table.insert(threads, thread)
  thread:set("seed", os.time() * 1000 + #threads)
end
init = function() math.randomseed(seed) end
statuses = {}
response = function(status) statuses[status] = (statuses[status] or 0) + 1 end
done = function()
  local total = {}
  for _, thread in ipairs(threads) do
    for code, count in pairs(thread:get("statuses")) do total[code] = (total[code] or 0) + count end
  end
  for code, count in pairs(total) do io.write(string.format("status %d: %d\\n", code, count)) end
end
`;

/** wrk's Lua line giving a request a client address of its own, as the proxy would set it. */
const CLIENT_ADDRESS_LUA =
  'local ip = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))';

/** A page's text; retried once, as a pooled connection may have been closed by the server meanwhile. */
async function text(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url, { headers: { connection: 'close' } })).text();
  }
}

async function main() {
  const base = siteUrl();
  const upstream = new URL(base);
  const appDir = process.cwd();
  const data = dataDir(readEnv());
  const port = 18080 + Math.floor(Math.random() * 1000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-load-')); // the wrk scripts

  // The recipe as deployed, with a local port instead of TLS, and a static file of the home page's size.
  const homeHtml = await text(`${base}/`);
  const nginx = await startNginx(port, (work) => {
    fs.mkdirSync(path.join(work, 'static'));
    fs.writeFileSync(path.join(work, 'static', 'reference.html'), 'x'.repeat(Buffer.byteLength(homeHtml)));
    return `
  proxy_cache_path ${work}/cache levels=1:2 keys_zone=kinglife_html:10m max_size=256m inactive=10m use_temp_path=off;
  upstream kinglife_app { server ${upstream.hostname}:${upstream.port || 80}; keepalive 32; }
  map $uri $kinglife_locale_key { / $cookie_kinglife_locale; default ""; }  # as in kinglife.conf
  map "" $kinglife_behind_cdn { default 0; }
  server {
    listen 127.0.0.1:${port};
    location = /__reference.html { alias ${work}/static/reference.html; }
    include ${siteSnippet(work, appDir, data)};
  }`;
  });
  const viaNginx = `http://127.0.0.1:${port}`;
  try {
    console.log(`pages: ${CONNECTIONS} connections, ${PAGE_SECONDS} s a run, median of 3 runs`);
    const reference = await threeRuns(`${viaNginx}/__reference.html`, PAGE_SECONDS);
    console.log(
      `  static file (${Buffer.byteLength(homeHtml)} bytes) from nginx: ${reference.rps.toFixed(0)} req/s, p99 ${reference.p99Ms.toFixed(1)} ms`,
    );
    for (const page of ['/', '/productPage/ProductDetailedPage/1']) {
      const direct = await threeRuns(`${base}${page}`, PAGE_SECONDS);
      const recipe = await threeRuns(`${viaNginx}${page}`, PAGE_SECONDS);
      console.log(
        `  ${page.padEnd(36)} next start ${direct.rps.toFixed(0).padStart(6)} req/s p99 ${direct.p99Ms.toFixed(1).padStart(7)} ms | ` +
          `nginx recipe ${recipe.rps.toFixed(0).padStart(6)} req/s p99 ${recipe.p99Ms.toFixed(1).padStart(7)} ms | ` +
          `recipe/static ${((recipe.rps / reference.rps) * 100).toFixed(0)} %, recipe/next ${(recipe.rps / direct.rps).toFixed(1)}×`,
      );
    }

    // The forms, straight at the app (as on 127.0.0.1), each request from its own address.
    const pid = listeningPid(Number(upstream.port || 80));
    const jobId = /careers\/apply\?jobId=(\d+)/.exec(await text(`${base}/careers`))?.[1] ?? '1';
    const pdf = minimalPdf('Load test CV').toString('latin1');
    const boundary = '----kinglifebench';
    const multipart = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
    const forms = {
      enquiries: {
        type: 'application/json',
        body: JSON.stringify({
          name: 'Load Test',
          email: 'load@example.com',
          service: 'Purchase',
          message: 'Bench enquiry',
        }),
      },
      applications: {
        type: `multipart/form-data; boundary=${boundary}`,
        body: multipart({
          firstName: 'Load',
          lastName: 'Test',
          email: 'load@example.com',
          phoneNumber: '0501234567',
          dob: '1990-01-01',
          qualification: 'Bench',
          consent: 'true',
          jobId,
        }),
      },
    };
    console.log(
      `forms: ${CONNECTIONS} connections for ${FORM_SECONDS} s each, straight at the app, a client address per request`,
    );
    for (const [name, form] of Object.entries(forms)) {
      const script = path.join(work, `${name}.lua`);
      fs.writeFileSync(
        script,
        `wrk.method = "POST"
wrk.body = ${luaString(form.body)}
wrk.headers["Content-Type"] = "${form.type}"
wrk.headers["Origin"] = "${base}"
request = function()
  ${CLIENT_ADDRESS_LUA}
  -- wrk.format takes these headers instead of wrk.headers, so they are copied in.
  local headers = { ["X-Forwarded-For"] = ip }
  for name, value in pairs(wrk.headers) do headers[name] = value end
  return wrk.format(nil, nil, headers)
end
${STATUS_LUA}`,
      );
      const samples: number[] = [];
      const sampler = pid ? setInterval(() => samples.push(processInfo(pid)?.rssMb ?? 0), 1000) : undefined;
      const result = await wrk(`${base}/api/v1/${name}`, FORM_SECONDS, { script });
      if (sampler) clearInterval(sampler);
      const fivexx = Object.entries(result.statuses)
        .filter(([code]) => code.startsWith('5'))
        .reduce((s, [, n]) => s + n, 0);
      const memory = samples.length
        ? `server memory ${samples[0].toFixed(0)} → ${samples.at(-1)!.toFixed(0)} MB (peak ${Math.max(...samples).toFixed(0)} MB)`
        : 'server memory not sampled (no pid found)';
      console.log(
        `  POST /api/v1/${name.padEnd(13)} ${result.rps.toFixed(0).padStart(5)} req/s p99 ${result.p99Ms.toFixed(1).padStart(7)} ms  statuses ${JSON.stringify(result.statuses)}  5xx ${fivexx}  ${memory}`,
      );
    }
    if (SOAK_MINUTES > 0 && pid) await soak(base, pid, work, forms.enquiries.body);
    console.log(
      'memory after the run, the whole process tree (the floor: a minimal Next page after the same page runs)',
    );
    console.log(`  site  ${describeMemory(serverTree(Number(upstream.port || 80)))}`);
    const floor = await serveFloor();
    try {
      await threeRuns(`${floor.url}/`, PAGE_SECONDS);
      console.log(`  floor ${describeMemory(serverTree(Number(new URL(floor.url).port)))}`);
    } finally {
      await floor.stop();
    }
  } finally {
    await nginx.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * SOAK_MINUTES of pages and enquiries at the app, a minute at a time, with the server's memory at
 * the end of each: it should level off once the caches are warm, not climb with the requests served.
 */
async function soak(base: string, pid: number, work: string, enquiry: string) {
  const connections = 8;
  console.log(
    `soak: ${SOAK_MINUTES} min at ${connections} connections straight at the app, ${SOAK_PAGES.length * 2} pages in both languages, one request in twenty an enquiry`,
  );
  const paths = SOAK_PAGES.flatMap((page) => [page, inLocale(page, 'ar')]);
  const script = path.join(work, 'soak.lua');
  fs.writeFileSync(
    script,
    `local paths = { ${paths.map((page) => JSON.stringify(page)).join(', ')} }
local enquiry = ${luaString(enquiry)}
local sent = 0
request = function()
  sent = sent + 1
  if sent % 20 == 0 then
    ${CLIENT_ADDRESS_LUA}
    return wrk.format("POST", "/api/v1/enquiries", { ["Content-Type"] = "application/json", ["Origin"] = "${base}", ["X-Forwarded-For"] = ip }, enquiry)
  end
  return wrk.format("GET", paths[math.random(#paths)])
end
${STATUS_LUA}`,
  );
  const memory: number[] = [processInfo(pid)?.rssMb ?? 0];
  console.log(`  minute  0: server memory ${memory[0].toFixed(0)} MB`);
  for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
    const result = await wrk(`${base}/`, 60, { script, connections });
    memory.push(processInfo(pid)?.rssMb ?? 0);
    console.log(
      `  minute ${String(minute).padStart(2)}: server memory ${memory[minute].toFixed(0).padStart(4)} MB  ${result.rps.toFixed(0).padStart(5)} req/s p99 ${result.p99Ms.toFixed(1).padStart(7)} ms  statuses ${JSON.stringify(result.statuses)}`,
    );
  }
  const half = Math.floor(SOAK_MINUTES / 2);
  const secondHalf = memory.at(-1)! - memory[half];
  console.log(
    `  memory ${memory[0].toFixed(0)} → ${memory.at(-1)!.toFixed(0)} MB (peak ${Math.max(...memory).toFixed(0)} MB); ` +
      `over the second half (minutes ${half}–${SOAK_MINUTES}) ${secondHalf >= 0 ? '+' : ''}${secondHalf.toFixed(0)} MB, ${(secondHalf / (SOAK_MINUTES - half)).toFixed(1)} MB a minute`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
