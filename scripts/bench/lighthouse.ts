/**
 * Lighthouse (the mobile preset: a mid-range phone on a slow 4G line, simulated) on every public
 * page type in English and Arabic, one admin screen and the framework's floor page, three runs
 * each in the same session, so the noise of this machine hits them alike. Prints every run's
 * scores and the medians with LCP and CLS beside the floor's; then the desktop preset on the
 * home page. References beside the floor show what the design itself costs, without the site's
 * code: the floor with the brand fonts as the site loads them (display 'optional', not
 * preloaded), the same fonts loaded the earlier way (display 'swap'), and the floor with the home
 * page's first screen (fonts, logo, hero art). The floor, the floor with a stylesheet and the two
 * font references are then measured on a really throttled line, because the simulation holds
 * every early font request against the largest paint; there the fonts' goal is judged (LCP within
 * 0.1 s of the floor with a stylesheet, CLS 0). Exits 1 when a goal is missed: per page,
 * performance ≥ the floor's, LCP within 0.5 s of the floor's, CLS 0, accessibility, best
 * practices and SEO 100.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:lighthouse
 * LIGHTHOUSE_PAGES=/,/about limits the pages (handy when working on one).
 */
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ADMIN_SCREENS,
  CHROMIUM_ARGS,
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
  };
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
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  let misses = 0;
  try {
    const fontsNow = ['floor + the brand fonts (as the site loads them)', `${floor.url}/fonts`] as const;
    const fontsBefore = ['floor + the brand fonts, swapped in (before)', `${floor.url}/fonts-swap`] as const;
    const targets: [label: string, url: string, headers: Record<string, string>][] = [
      ['floor (minimal Next page)', `${floor.url}/`, {}],
      // References, not judged: the floor plus parts of the design, without any of the site's code.
      [...fontsNow, {}],
      [...fontsBefore, {}],
      ['floor + fonts, logo and hero art', `${floor.url}/first-screen`, {}],
      ...pages.map((path): [string, string, Record<string, string>] => [path, base + path, {}]),
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
    let floorSummary: ReturnType<typeof summary> | undefined;
    const summaries = new Map<string, ReturnType<typeof summary>>();
    console.log(`${'page'.padEnd(44)} perf  a11y  bp   seo   LCP s   CLS     runs (perf)`);
    for (const [label, url, headers] of targets) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(chrome.port, url, headers));
      const s = summary(runs);
      floorSummary ??= s;
      const isFloor = s === floorSummary;
      const isReference = url.startsWith(floor.url);
      summaries.set(url, s);
      const goals = isReference
        ? true
        : s.scores.performance >= floorSummary.scores.performance &&
          s.lcp <= floorSummary.lcp + 0.5 &&
          s.cls === 0 &&
          s.scores.accessibility === 100 &&
          s.scores['best-practices'] === 100 &&
          (s.scores.seo === 100 || label.startsWith('/admin'));
      if (!goals) misses++;
      console.log(
        `${label.padEnd(44)} ${String(s.scores.performance).padStart(4)} ${String(s.scores.accessibility).padStart(5)} ${String(s.scores['best-practices']).padStart(4)} ${String(s.scores.seo).padStart(5)} ${s.lcp.toFixed(2).padStart(6)} ${s.cls.toFixed(3).padStart(7)}   ${runs.map((r) => r.scores.performance).join('/')}${isReference ? (isFloor ? '' : '  (reference)') : goals ? '  ok' : '  MISS'}`,
      );
    }
    const simulated = summaries.get(fontsNow[1])!;
    const simulatedLate = simulated.lcp - floorSummary!.lcp;
    console.log(
      `brand fonts, simulated: LCP ${signed(simulatedLate)} s beside the floor, CLS ${simulated.cls.toFixed(3)}`,
    );
    // Lighthouse's default simulation counts every font request that starts before the largest
    // paint as holding it back, whatever its font-display (GoogleChrome/lighthouse#11460, #16539).
    // The same page on a really throttled line (the mobile preset's network and CPU, applied by
    // the browser) shows what a visitor's browser paints.
    const throttled: string[] = [];
    const throttledRuns: ReturnType<typeof summary>[] = [];
    for (const [label, url] of [
      ['floor', `${floor.url}/`],
      ['floor + a stylesheet (system faces)', `${floor.url}/stylesheet`],
      fontsNow,
      fontsBefore,
    ]) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(chrome.port, url, {}, 'throttled'));
      const s = summary(runs);
      throttledRuns.push(s);
      throttled.push(
        `${label.padEnd(50)} LCP ${s.lcp.toFixed(2)} s  CLS ${s.cls.toFixed(3)}  (runs ${runs.map((r) => r.lcp.toFixed(2)).join('/')})`,
      );
    }
    console.log(
      `really throttled (--throttling-method=devtools), median of ${RUNS}:\n${throttled.join('\n')}`,
    );
    // Against the floor with a stylesheet: the site has one anyway, and the @font-face rules
    // next/font writes are a stylesheet too, which holds the first paint for a round trip.
    const [, styled, fonts] = throttledRuns;
    const late = fonts.lcp - styled.lcp;
    const fontsMiss = late > 0.1 || fonts.cls !== 0;
    if (fontsMiss) misses++;
    console.log(
      `brand fonts, really throttled: LCP ${signed(late)} s beside the floor with a stylesheet (goal ≤ +0.10 s), CLS ${fonts.cls.toFixed(3)}${fontsMiss ? '  MISS' : '  ok'}`,
    );
    const desktop: Run[] = [];
    for (let i = 0; i < RUNS; i++) desktop.push(await run(chrome.port, `${base}/`, {}, 'desktop'));
    const d = summary(desktop);
    console.log(
      `desktop preset, home: performance ${d.scores.performance} (runs ${desktop.map((r) => r.scores.performance).join('/')}), LCP ${d.lcp.toFixed(2)} s, CLS ${d.cls.toFixed(3)}`,
    );
  } finally {
    chrome.kill();
    await floor.stop();
  }
  console.log(misses ? `${misses} page(s) miss a goal` : 'every page meets the goals');
  if (misses) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
