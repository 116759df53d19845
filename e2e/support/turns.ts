/**
 * Some tests change what every visitor sees (the newest news item is the home page's feature and
 * the /newsdetails article) while others check that same content as seeded. Tests of both widths
 * run side by side in two workers, so those tests take turns on a named lock: a directory made
 * atomically in the run's E2E_DATA_DIR, removed when the test ends (pass or fail).
 *
 *   test.describe('latest news', () => {
 *     takeTurns('news');
 *     test(...);
 *   });
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir } from './db';

/** The longest a test waits for its turn (the others' tests are short). */
const WAIT_MS = 120_000;
/** A lock older than this was left by a worker that died; it is taken over. */
const STALE_MS = 5 * 60_000;

async function acquire(name: string): Promise<string> {
  const dir = path.join(e2eDataDir(), 'turns', name);
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await expect
    .poll(
      async () => {
        try {
          await fs.mkdir(dir);
          return true;
        } catch {
          const stat = await fs.stat(dir).catch(() => null);
          if (stat && Date.now() - stat.mtimeMs > STALE_MS)
            await fs.rm(dir, { recursive: true, force: true });
          return false;
        }
      },
      { timeout: WAIT_MS, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return dir;
}

/** Every test of the surrounding describe (or file) runs only while it holds the turn `name`. */
export function takeTurns(name: string) {
  let held: string | undefined;
  test.beforeEach(async () => {
    // Waiting is not the test's own time: room to wait, then the test's own timeout from now on.
    const info = test.info();
    const own = info.timeout;
    const started = Date.now();
    info.setTimeout(own + WAIT_MS + 5_000);
    held = await acquire(name);
    info.setTimeout(own + (Date.now() - started));
  });
  test.afterEach(async () => {
    if (held) await fs.rm(held, { recursive: true, force: true });
    held = undefined;
  });
}
