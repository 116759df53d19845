/**
 * Accessibility check with axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on the running site:
 * every public page type in English and Arabic and every admin screen, at 375 px and 1280 px, in
 * their resting state and with what opens on them (the mobile menu, the language menu, the search
 * with results, the request page with a quote list, the admin's account menu and a create dialog). Each page is scanned as a default axe run does: loaded, no
 * reduced motion, no scrolling, no waiting for animations (a wait hides what a crawler or an audit
 * sees). Prints the violations per page, and the text in the fixed header whose contrast axe cannot
 * compute (the header stays over whatever scrolls under it, so its own background must carry the
 * contrast); exits 1 when there is any of either.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:a11y
 * A11Y_PAGES=/,/productPage,/admin/accounts limits it to those pages (admin ones signed in).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_SCREENS, launchChromium, publicPages, signInAdmin, siteUrl } from './common';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [375, 1280] as const;

type Opener = { name: string; open(page: Page, width: number): Promise<boolean> };

/** What can be opened on a public page at this width (false: nothing to open here). */
const PUBLIC_OPENERS: Opener[] = [
  {
    name: 'mobile menu open',
    async open(page, width) {
      if (width >= 1024) return false;
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('dialog').waitFor();
      return true;
    },
  },
  {
    name: 'language menu open',
    async open(page, width) {
      if (width < 1024) return false;
      await page
        .locator('header')
        .getByRole('button', { name: /Language|اللغة/ })
        .click();
      await page.getByRole('menu').waitFor();
      return true;
    },
  },
  {
    name: 'quote list with three products',
    async open(page) {
      if (!/\/quote$/.test(new URL(page.url()).pathname)) return false;
      await page.evaluate(() =>
        localStorage.setItem(
          'kinglife:quote-list',
          JSON.stringify([{ productId: 1 }, { productId: 7, quantity: '2', unit: 'MT' }, { productId: 12 }]),
        ),
      );
      await page.reload();
      await page.getByRole('group').nth(2).waitFor();
      return true;
    },
  },
  {
    name: 'search open with results',
    async open(page) {
      await page
        .locator('header')
        .getByRole('button', { name: /^(Search|بحث)$/ })
        .click();
      await page.locator('[data-state="ready"]').waitFor();
      await page.getByRole('combobox').fill(new URL(page.url()).pathname.startsWith('/ar') ? 'زيت' : 'oil');
      await page.getByRole('option').first().waitFor();
      return true;
    },
  },
];

const ADMIN_OPENERS: Opener[] = [
  {
    name: 'account menu open',
    async open(page) {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menu').waitFor();
      return true;
    },
  },
  {
    name: 'create dialog open',
    async open(page) {
      const create = page.getByRole('button', { name: /^(Create New|Add|Invite)/ }).first();
      if (!(await create.isVisible())) return false;
      await create.click();
      await page.getByRole('dialog').waitFor();
      return true;
    },
  },
  {
    name: 'history open',
    async open(page) {
      const history = page.getByRole('button', { name: /^History: / }).first();
      if (!(await history.isVisible())) return false;
      await history.click();
      await page
        .getByRole('dialog')
        .getByRole('table')
        .or(page.getByRole('dialog').getByRole('status'))
        .first()
        .waitFor();
      return true;
    },
  },
  {
    name: 'changes shown',
    async open(page) {
      const changes = page.getByText('Show changes').first();
      if (!(await changes.isVisible())) return false;
      await changes.click();
      await page.locator('details[open] table').first().waitFor();
      return true;
    },
  },
];

interface Finding {
  where: string;
  id: string;
  impact: string;
  count: number;
  nodes: string[];
}

/**
 * The site's fixed navigation bar, without the menu sheet it opens (a dialog with a background of
 * its own): text there whose contrast axe cannot compute is a finding too.
 */
const BAR = 'header[data-variant]';

async function check(page: Page, where: string, admin: boolean): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // The public pages' bar (the admin has none).
  const bar = admin
    ? null
    : await new AxeBuilder({ page })
        .include(BAR)
        .exclude(`${BAR} dialog`)
        .withRules(['color-contrast'])
        .analyze();
  const unverified = bar?.incomplete.flatMap((v) => v.nodes) ?? [];
  return [
    ...violations.map((v) => ({
      where,
      id: v.id,
      impact: v.impact ?? '',
      count: v.nodes.length,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    })),
    ...(unverified.length
      ? [
          {
            where,
            id: 'color-contrast (header, not computable)',
            impact: 'serious',
            count: unverified.length,
            nodes: unverified.slice(0, 5).map((n) => n.target.join(' ')),
          },
        ]
      : []),
  ];
}

async function visit(browser: Browser, url: string, width: number, openers: Opener[], admin: boolean) {
  const findings: Finding[] = [];
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (admin) await signInAdmin(page, siteUrl());
  for (const opener of [null, ...openers]) {
    // The admin is client-rendered: its screen is there once its data has arrived.
    await page.goto(url, admin ? { waitUntil: 'networkidle' } : {});
    const label = `${url.replace(siteUrl(), '')} @${width}${opener ? ` (${opener.name})` : ''}`;
    if (opener && !(await opener.open(page, width).catch(() => false))) continue;
    // What was opened is read once it has finished opening, as a person reads it (endless
    // animations, such as the home page's ticker, are not waited for).
    if (opener)
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => null)),
        ),
      );
    findings.push(...(await check(page, label, admin)));
    process.stdout.write('.');
  }
  await context.close();
  return findings;
}

async function main() {
  const base = siteUrl();
  const only = process.env.A11Y_PAGES?.split(',').filter(Boolean);
  const browser = await launchChromium();
  const findings: Finding[] = [];
  let checked = 0;
  try {
    for (const width of WIDTHS) {
      const isAdmin = (path: string) => path.startsWith('/admin');
      for (const path of only?.filter((p) => !isAdmin(p)) ?? (await publicPages(base))) {
        findings.push(...(await visit(browser, base + path, width, PUBLIC_OPENERS, false)));
        checked++;
      }
      for (const path of only?.filter(isAdmin) ?? ADMIN_SCREENS) {
        findings.push(...(await visit(browser, base + path, width, ADMIN_OPENERS, true)));
        checked++;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${checked} page × width combinations (each also with its menus and dialogs open)`);
  for (const f of findings)
    console.log(`${f.where}: ${f.id} (${f.impact}) ×${f.count} ${f.nodes.join(' | ')}`);
  const nodes = findings.reduce((sum, f) => sum + f.count, 0);
  console.log(`${findings.length} finding(s), ${nodes} node(s)`);
  if (findings.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
