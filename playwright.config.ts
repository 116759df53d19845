import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium';

/**
 * The app is built and started on a fresh temporary DATA_DIR (its own embedded PostgreSQL with
 * the seeded content), so the tests never touch ./data. Workers inherit E2E_DATA_DIR.
 */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Varnish with deploy/varnish/default.vcl in front of the app (e2e/cdn.spec.ts reads through it). */
const varnishPort = Number(process.env.E2E_VARNISH_PORT ?? port + 80);
process.env.E2E_VARNISH_URL = `http://127.0.0.1:${varnishPort}`;
/** Readings the race test holds mid-render (lib/data/cache.ts, e2e/cache-race.spec.ts). */
process.env.E2E_RENDER_HOLD_FILE = path.join(process.env.E2E_DATA_DIR, 'render-hold');

const slowRun = process.env.E2E_SLOW === '1';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const mobile = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};

export default defineConfig({
  testDir: './e2e',
  // Suites of their own: playwright.instances.config.ts and playwright.faults.config.ts.
  testIgnore: ['instances/**', 'faults/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // The apart run (E2E_SLOW=1) runs one test at a time: its tests change what every other test meets.
  workers: slowRun ? 1 : 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // An admin journey takes about 16 s alone on a 2-core machine; with two workers sharing its CPU
  // with the server, up to 58 s in CI (the longest journeys, e.g. a category and its sub-product
  // through every state), and one went over a minute there: a test gets two.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace costs every test its snapshots; in CI only the retry of a failed test records
    // one (the first failure's own trace is what a local run keeps).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Tests tagged @desktop or @mobile run only at that width; the rest run at both. Tests tagged @slow
  // measure the server as a whole (its cache on disk while thousands of requests arrive), so they
  // run apart, once, with nothing else running: E2E_SLOW=1 (npm run test:e2e:slow). Tests tagged
  // @alone change a rule every sign-in meets (an Owner requiring two-step verification of every
  // account), so they run in that same apart run, at both widths, one at a time.
  projects: slowRun
    ? [
        { name: 'slow', grep: /@slow/, fullyParallel: false, use: desktop },
        { name: 'alone-desktop', grep: /@alone/, grepInvert: /@mobile/, use: desktop },
        { name: 'alone-mobile', grep: /@alone/, grepInvert: /@desktop/, use: mobile },
      ]
    : [
        { name: 'desktop', grepInvert: /@mobile|@slow|@alone/, use: desktop },
        { name: 'mobile', grepInvert: /@desktop|@slow|@alone/, use: mobile },
      ],
  webServer: [
    {
      command: 'npm run build && npm start',
      url: baseURL,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'pipe',
      // SIGTERM lets the launcher stop its embedded PostgreSQL; a SIGKILL would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        HSTS: '0',
        // The suite stands in for the proxy in front: its X-Forwarded-For names the client (lib/http/request.ts).
        TRUSTED_PROXIES: 'loopback',
        // The first admin account (e2e/support/admin.ts signs in with it).
        ADMIN_EMAIL: 'admin@kinglife.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        ADMIN_PHONE: '0501234567',
        CDN_PURGE: `varnish:${process.env.E2E_VARNISH_URL}`,
        // Scheduled posts are published within 2 s of their time (e2e/admin-drafts.spec.ts).
        RENDER_HOLD_FILE: process.env.E2E_RENDER_HOLD_FILE,
        // /render-error fails as it renders, to show the error page (e2e/error-page.spec.ts).
        PLANT_RENDER_ERROR: '1',
        // One line a request is 8 MB of CI log and the machine's time; warnings and errors stay.
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'npx tsx scripts/varnish.ts',
      // Ready once it passes the app's robots.txt on, so it waits as long as the app's build.
      url: `${process.env.E2E_VARNISH_URL}/robots.txt`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      env: { VARNISH_PORT: String(varnishPort), BACKEND_PORT: String(port) },
    },
  ],
});
