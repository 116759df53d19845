/**
 * What the bench scripts share: Chromium as the tests start it, the framework's floor (a minimal
 * Next app of the same version, built and served beside the site), medians.
 *
 * The floor is copied out of the project before it is built: inside it, Next would pick up the
 * site's own proxy.ts and instrumentation.ts from the project root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { LOCALES } from '../../lib/i18n/locales';
import { inLocale, routes, STATIC_PUBLIC_PAGES } from '../../lib/routing/routes';
import { freePort } from '../../lib/db/embedded';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** The phone of `bench:lighthouse`'s mobile preset: its screen, CPU slowdown and slow-4G line. */
export const PHONE = { screen: screenEmulationMetrics.mobile, line: throttling.mobileSlow4G };

/**
 * A fresh page on the phone profile: its screen, touch and the CPU 4× slower. `network` follows
 * its requests over CDP (Network events) with the HTTP cache off, and `line` adds the slow-4G
 * line too; without them CDP adds nothing to the page's work (bench:inp times its events).
 */
export async function phonePage(
  browser: Browser,
  { network = false, line = false } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const { screen, line: slow4G } = PHONE;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network || line) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  if (line)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier });
  return { context, page, cdp };
}

export function siteUrl(): string {
  return (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export { median, percentile } from './statistics';

async function waitUntilUp(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface Served {
  url: string;
  stop(): Promise<void>;
}

/** Builds (once per run) and serves the floor app; its single page is at `${url}/`. */
export async function serveFloor(): Promise<Served> {
  const root = process.cwd();
  const dir = path.join(os.tmpdir(), 'kinglife-bench-floor');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.cp(path.join(root, 'bench', 'floor'), dir, { recursive: true });
  // The artwork of the home page's first screen, for the fixture's /first-screen reference.
  await fs.mkdir(path.join(dir, 'public'), { recursive: true });
  for (const file of ['hero.svg', 'logo-light.svg']) {
    await fs.copyFile(path.join(root, 'public', 'artwork', file), path.join(dir, 'public', file));
  }
  // Hard links: the same packages (the same `next`) without copying them.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const next = path.join(dir, 'node_modules', '.bin', 'next');
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  execFileSync(next, ['build'], { cwd: dir, env, stdio: 'ignore' });
  const port = await freePort();
  const child: ChildProcess = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url);
  return {
    url,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (existsSync(dir)) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The id of the first published job, as the careers page links to it. */
export async function firstJobId(base: string): Promise<number> {
  const html = await (await fetch(`${base}${routes.careers()}`)).text();
  return Number(/careers\/apply\?jobId=(\d+)/.exec(html)?.[1] ?? '1');
}

/**
 * Every public page type in both languages: the fixed pages, one of each detail page, the forms
 * (the buyer's sign-in among them: their page itself needs a session).
 */
export async function publicPages(base: string): Promise<string[]> {
  const english = [
    ...STATIC_PUBLIC_PAGES,
    routes.product(1),
    routes.blogPost(1),
    routes.newsItem(1),
    routes.apply(await firstJobId(base)),
    routes.accountSignIn(),
  ];
  return LOCALES.flatMap((locale) => english.map((path) => inLocale(path, locale)));
}

export const ADMIN_SCREENS = [
  routes.admin.home,
  routes.admin.products,
  routes.admin.services,
  routes.admin.blogs,
  routes.admin.career,
  routes.admin.enquiry,
  routes.admin.general,
  routes.admin.accounts,
  routes.admin.trash,
  routes.admin.audit,
  routes.admin.speed,
] as const;

/**
 * Signs in to the admin of the site under test with BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD
 * (falling back to ADMIN_EMAIL / ADMIN_PASSWORD, the first account's settings).
 */
export async function signInAdmin(page: Page, base: string): Promise<void> {
  const email = process.env.BENCH_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
  const password = process.env.BENCH_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD to measure the admin');
  await page.goto(`${base}${routes.admin.home}`);
  await page.getByLabel('Email/Phone Number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
}
