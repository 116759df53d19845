/**
 * Interaction to Next Paint of the public site's main interactions, measured with the Event Timing
 * API on the phone profile of `bench:lighthouse` (its screen and 4× CPU slowdown, applied by
 * Chromium): opening the menu, opening the search and typing in it, switching a finder filter,
 * adding a product to the quote list. Each interaction's latency is the longest event of its
 * interaction id (as web-vitals counts INP); typing counts its slowest key. Opening the request
 * page from the navigation is a link to another page, which INP does not time (the page is gone
 * before its next paint): it is timed as the click to that page's first paint. Five runs each, on
 * a fresh page; prints every run and the median against the goal (100 ms) and exits 1 when an
 * interaction's median is over it.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 npm run bench:inp
 */
import type { Browser, Page } from '@playwright/test';
import { routes } from '../../lib/routing/routes';
import { launchChromium, median, phonePage, PHONE, siteUrl } from './common';

const RUNS = 5;
const GOAL_MS = 100;

interface Interaction {
  name: string;
  path: string;
  /** What comes before it, not timed (opening the search before typing in it). */
  prepare?(page: Page): Promise<void>;
  /** Does it, and waits until its result shows. */
  act(page: Page): Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu',
    path: routes.home(),
    async act(page) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    },
  },
  {
    name: 'open the search',
    path: routes.home(),
    async act(page) {
      await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('dialog', { name: 'Search the site' }).waitFor();
    },
  },
  {
    name: 'type in the search (slowest key)',
    path: routes.home(),
    async prepare(page) {
      await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
      // The index is fetched and built when the search opens: its keys are timed once it is ready.
      await page.locator('[data-state="ready"]').waitFor();
      await settle(page);
    },
    async act(page) {
      const box = page.getByRole('combobox', { name: 'Search products, blog posts and news' });
      await box.pressSequentially('vanilla', { delay: 120 });
      await page
        .getByRole('listbox')
        .getByText(/Vanilla/)
        .first()
        .waitFor();
    },
  },
  {
    name: 'switch a finder filter',
    path: routes.products(),
    async act(page) {
      await page
        .getByRole('navigation', { name: 'Filter products' })
        .getByRole('list', { name: 'Form' })
        .getByRole('link', { name: /^Powder \d+$/ })
        .click();
      await page.waitForURL(/\?form=powder$/);
      await page.getByText(/products? match/).waitFor();
    },
  },
  {
    name: 'add to the quote list',
    path: routes.products(),
    async act(page) {
      await page.getByRole('button', { name: 'Add to quote' }).first().click();
      await page.getByRole('link', { name: 'In your quote' }).first().waitFor();
    },
  },
];

/** Collects every Event Timing entry that belongs to an interaction, from the page's start. */
function watchInteractions() {
  const seen: { id: number; duration: number }[] = [];
  (window as unknown as { __interactions: typeof seen }).__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Lets the page finish what it was doing (hydration, fonts) before an interaction is timed. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
}

/** The slowest interaction's latency (ms) during `act`, as INP counts it. */
async function measure(browser: Browser, base: string, interaction: Interaction): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(watchInteractions);
    await page.goto(base + interaction.path);
    await settle(page);
    await interaction.prepare?.(page);
    const before = await page.evaluate(
      () => (window as unknown as { __interactions: unknown[] }).__interactions.length,
    );
    await interaction.act(page);
    // Event Timing entries arrive after the next paint.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    const entries = await page.evaluate(
      (from) =>
        (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions.slice(
          from,
        ),
      before,
    );
    if (entries.length === 0) throw new Error(`${interaction.name}: no interaction was recorded`);
    return Math.max(...entries.map((e) => e.duration));
  } finally {
    await context.close();
  }
}

/** Click on the navigation's quote list to the request page's first paint (ms). */
async function openRequestPage(browser: Browser, base: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(base + routes.product(1));
    await settle(page);
    await page.getByTestId('quote-nav').click();
    await page.waitForURL(/\/quote/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The new page's clock starts at the click (its navigation start).
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const base = siteUrl();
  const browser = await launchChromium();
  let misses = 0;
  console.log(
    `phone profile (${PHONE.screen.width}×${PHONE.screen.height}), CPU ${PHONE.line.cpuSlowdownMultiplier}× slower, ${RUNS} runs each`,
  );
  try {
    for (const interaction of INTERACTIONS) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base, interaction));
      const m = median(runs);
      if (m > GOAL_MS) misses++;
      console.log(
        `${interaction.name.padEnd(36)} INP median ${String(Math.round(m)).padStart(4)} ms   runs ${runs.map(Math.round).join('/')}${m > GOAL_MS ? '  MISS' : '  ok'}`,
      );
    }
    const navigations: number[] = [];
    for (let i = 0; i < RUNS; i++) navigations.push(await openRequestPage(browser, base));
    console.log(
      `${'open the request page (to its paint)'.padEnd(36)} median ${String(Math.round(median(navigations))).padStart(4)} ms   runs ${navigations.map(Math.round).join('/')}  (a page load, not INP)`,
    );
  } finally {
    await browser.close();
  }
  console.log(
    misses ? `${misses} interaction(s) over ${GOAL_MS} ms` : `every interaction within ${GOAL_MS} ms`,
  );
  if (misses) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
