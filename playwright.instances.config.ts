import { defineConfig } from '@playwright/test';

/**
 * The several-servers proof (e2e/instances): PostgreSQL, Redis, an S3-compatible server, two app
 * servers on one build, nginx and Varnish, all started by the suite itself on 127.0.0.1. It runs
 * alone, after the other suites (`npm run test:instances`); it builds first when no build is there.
 * Needs redis-server, nginx, varnish and varnish-modules (Debian packages).
 */
export default defineConfig({
  testDir: './e2e/instances',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
});
