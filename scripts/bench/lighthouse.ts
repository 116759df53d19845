/**
 * Lighthouse (the mobile preset: a mid-range phone on a slow 4G line) on every public page in
 * English and Arabic, the home and a product page again through Varnish with
 * deploy/varnish/default.vcl (started here, as bench:cdn does), one admin screen, and the
 * framework's floor page, three runs each in the same session so the noise of this machine hits
 * them alike; each page both simulated (Lighthouse's default) and really throttled
 * (--throttling-method=devtools: the preset's network and CPU applied by the browser).
 * References beside the floor show what the design itself costs without the site's code (the
 * brand fonts as the site loaded them until now, 'optional', and before that, swapped and
 * preloaded; the home page's first screen; a stylesheet). Prints the medians per page and marks each ok or MISS against the goals of the
 * first-paint issue: performance ≥ 98, LCP ≤ the floor's + 0.5 s simulated and + 0.3 s
 * throttled, CLS 0, TBT ≤ 50 ms (simulated), accessibility, best practices and SEO 100. Exits 1
 * when a page misses.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:lighthouse
 * LIGHTHOUSE_PAGES=/,/about limits the pages (handy when working on one); LIGHTHOUSE_CDN=0 skips
 * the Varnish pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../lib/db/embedded';
import { routes } from '../../lib/routing/routes';
import { startVarnish } from '../../test/varnish';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium';
import {
  ADMIN_SCREENS,
  launchChromium,
  median,
  publicPages,
  serveFloor,
  signInAdmin,
  siteUrl,
} from './common';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
}

/**
 * One Lighthouse run through its CLI, in plain Node: tsx's transform would add helpers to the
 * functions Lighthouse sends into the page, which then fail there.
 */
async function run(
  port: number,
  url: string,
  headers: Record<string, string>,
  mode: 'mobile' | 'desktop' | 'throttled' = 'mobile',
): Promise<Run> {
  const args = [
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ...(mode === 'desktop' ? ['--preset=desktop'] : []),
    ...(mode === 'throttled' ? ['--throttling-method=devtools'] : []),
  ];
  const { stdout } = await promisify(execFile)(path.join('node_modules', '.bin', 'lighthouse'), args, {
    maxBuffer: 256 * 1024 * 1024,
  });
  const { categories, audits } = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
  };
}

/** Seconds with their sign: '+0.12', '-0.02'. */
const signed = (seconds: number) => `${seconds >= 0 ? '+' : ''}${seconds.toFixed(2)}`;

function summary(runs: Run[]) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
      Category,
      number
    >,
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    performanceRuns: runs.map((r) => r.scores.performance),
  };
}
type Summary = ReturnType<typeof summary>;

/** The goals of the first-paint issue, beside the floor measured in the same run and mode. */
const GOALS = { performance: 98, lcpOverFloor: { mobile: 0.5, throttled: 0.3 }, tbt: 50 } as const;

/**
 * What a page's medians miss, in words (empty when it meets every goal). The admin screen, a
 * signed-in client island and not a page for visitors, is held to the quality scores only.
 */
function misses(s: Summary, floor: Summary, mode: 'mobile' | 'throttled', admin: boolean): string[] {
  const missed: string[] = [];
  const over = s.lcp - floor.lcp;
  if (!admin) {
    if (s.scores.performance < GOALS.performance) missed.push(`performance ${s.scores.performance}`);
    if (over > GOALS.lcpOverFloor[mode]) missed.push(`LCP floor ${signed(over)} s`);
    if (s.cls !== 0) missed.push(`CLS ${s.cls.toFixed(4)}`);
    if (mode === 'mobile' && s.tbt > GOALS.tbt) missed.push(`TBT ${Math.round(s.tbt)} ms`);
  }
  for (const c of ['accessibility', 'best-practices', 'seo'] as const)
    if (s.scores[c] !== 100 && !(admin && c === 'seo')) missed.push(`${c} ${s.scores[c]}`);
  return missed;
}

/** One line of the table: the medians of both modes and the verdict. */
function line(label: string, sim: Summary, thr: Summary, missed: string[] | null): string {
  const cell = (x: Summary) =>
    `${String(x.scores.performance).padStart(3)} ${x.lcp.toFixed(2).padStart(5)} ${String(Math.round(x.tbt)).padStart(4)} ${x.cls.toFixed(4)}`;
  const verdict = missed === null ? '  (reference)' : missed.length ? `  MISS: ${missed.join(', ')}` : '  ok';
  return `${label.padEnd(46)} ${cell(sim)} │ ${cell(thr)} │ ${sim.scores.accessibility}/${sim.scores['best-practices']}/${sim.scores.seo}${verdict}`;
}

/** The admin session cookie, signed in through the form like a member of staff. */
async function adminCookie(base: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await signInAdmin(await context.newPage(), base);
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

async function main() {
  const base = siteUrl();
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = only ?? (await publicPages(base));
  const cookie = only ? '' : await adminCookie(base);
  const floor = await serveFloor();
  const varnish =
    process.env.LIGHTHOUSE_CDN === '0'
      ? null
      : await startVarnish(await freePort(), Number(new URL(base).port || 80));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  let missed = 0;
  try {
    /** Medians of RUNS runs in each mode. */
    const measure = async (url: string, headers: Record<string, string> = {}) => {
      const modes = { mobile: [] as Run[], throttled: [] as Run[] };
      for (const mode of ['mobile', 'throttled'] as const)
        for (let i = 0; i < RUNS; i++) modes[mode].push(await run(chrome.port, url, headers, mode));
      return { sim: summary(modes.mobile), thr: summary(modes.throttled) };
    };
    console.log(
      `${''.padEnd(46)} simulated (mobile)      │ really throttled        │\n${'page'.padEnd(46)} prf   LCP  TBT   CLS   │ prf   LCP  TBT   CLS   │ a11y/bp/seo`,
    );
    const floorRuns = await measure(`${floor.url}/`);
    console.log(line('floor (minimal Next page)', floorRuns.sim, floorRuns.thr, null));
    // References, not judged: the floor plus parts of the design, without any of the site's code.
    for (const [label, ref] of [
      ['floor + a stylesheet (system faces)', '/stylesheet'],
      ['floor + the brand fonts, optional (until now)', '/fonts'],
      ['floor + the brand fonts, swapped, preloaded (before)', '/fonts-swap'],
      ['floor + fonts, logo and hero art', '/first-screen'],
    ]) {
      const r = await measure(`${floor.url}${ref}`);
      console.log(line(label, r.sim, r.thr, null));
    }
    const targets: [label: string, url: string, headers: Record<string, string>][] = [
      ...pages.map((p): [string, string, Record<string, string>] => [p, base + p, {}]),
      ...(varnish
        ? [routes.home(), routes.product(1)].map((p): [string, string, Record<string, string>] => [
            `${p} through Varnish`,
            varnish.url + p,
            {},
          ])
        : []),
      ...(cookie
        ? [
            [ADMIN_SCREENS[0], base + ADMIN_SCREENS[0], { Cookie: cookie }] as [
              string,
              string,
              Record<string, string>,
            ],
          ]
        : []),
    ];
    for (const [label, url, headers] of targets) {
      if (varnish && url.startsWith(varnish.url)) await fetch(url); // kept at the edge before it is measured
      const r = await measure(url, headers);
      const admin = label.startsWith('/admin');
      const pageMisses = [
        ...misses(r.sim, floorRuns.sim, 'mobile', admin),
        ...misses(r.thr, floorRuns.thr, 'throttled', admin).map((m) => `${m} (throttled)`),
      ];
      if (pageMisses.length) missed++;
      console.log(line(label, r.sim, r.thr, pageMisses));
    }
    const desktop: Run[] = [];
    for (let i = 0; i < RUNS; i++) desktop.push(await run(chrome.port, `${base}/`, {}, 'desktop'));
    const d = summary(desktop);
    console.log(
      `desktop preset, home: performance ${d.scores.performance} (runs ${d.performanceRuns.join('/')}), LCP ${d.lcp.toFixed(2)} s, CLS ${d.cls.toFixed(3)}`,
    );
  } finally {
    chrome.kill();
    await floor.stop();
    await varnish?.stop();
  }
  console.log(missed ? `${missed} page(s) miss a goal` : 'every page meets the goals');
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
