import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium';

/**
 * Survives its parts failing (e2e/faults): the several-servers stack of e2e/instances under traffic
 * while one of its parts fails. It runs alone, after the other suites (`npm run test:faults`); it
 * builds first when no build is there. Needs what `test:instances` needs.
 */
export default defineConfig({
  testDir: './e2e/faults',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 375, height: 812 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
