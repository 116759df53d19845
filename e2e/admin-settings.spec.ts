import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PgBoss } from 'pg-boss';
import { company } from '../content/company';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import { TASK_SCHEMA } from '../lib/tasks/tasks';
import { openAdminAs } from './support/admin';
import { e2eDataDir, withE2eDb } from './support/db';
import { clearFormLimits, mailTo } from './support/operations';
import { expectOnPublicPage, throughCdn } from './support/public';

// The settings are one row for the whole site: these tests change it one at a time, at one width,
// and put it back. They change only the Twitter link (the footer and contact tests check the
// others), the enquiry address and the WhatsApp number.
test.describe.configure({ mode: 'serial' });
test.beforeEach(clearFormLimits);

test('a settings change shows in the footer and the next enquiry is mailed to the new address @desktop', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const twitter = `https://x.com/kinglife_${stamp}`;
  const inbox = `desk-${stamp}@kinglife.example`;
  // Pages kept at the CDN (Varnish, see e2e/cdn.spec.ts) before the change, in both languages.
  const ar = routesFor('ar');
  const cdnPages = [
    '/',
    routes.about(),
    routes.product(3),
    routes.blogPost(1),
    ar.home(),
    ar.contact(),
    ar.news(),
  ];
  for (const path of cdnPages) await throughCdn(path);
  await openAdminAs(page, routes.admin.general);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'General Settings' })).toBeVisible();
    const contact = page.getByRole('button', { name: 'Contact Details' });
    const social = page.getByRole('button', { name: 'Social Media Links' });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await expect(social).toHaveAttribute('aria-expanded', 'false');
    await expect(save).toBeDisabled(); // Spec: enabled only after a change.

    const email = page.getByLabel('Enquiry receiving mail:');
    await expect(email).toHaveValue(company.settings.enquiryEmail);
    await email.fill('desk@kinglife');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(save).toBeEnabled();
    // Typing the saved value back is no change.
    await email.fill(company.settings.enquiryEmail);
    await expect(save).toBeDisabled();
    await email.fill(inbox);

    // One section open at a time.
    await social.click();
    await expect(social).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Facebook')).toHaveValue(company.settings.facebookUrl);
    const twitterField = page.getByLabel('Twitter');
    await twitterField.fill('http://x.com/kinglife');
    await twitterField.blur();
    await expect(page.getByText('Please enter a full link starting with https://')).toBeVisible();
    await twitterField.fill(twitter);
    await twitterField.blur();
    await expect(page.getByText('Please enter a full link starting with https://')).toHaveCount(0);

    // Spec: 'Confirm Save'; Cancel keeps the changes unsaved.
    await save.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
    await expect(confirm.getByText('Are you sure you want to save the changes?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(save).toBeEnabled();
    await save.click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(save).toBeDisabled(); // Spec: Confirm clears the changed flag.

    // The footer follows at once.
    const visitor = await page.context().newPage();
    await expectOnPublicPage(visitor, routes.about(), () =>
      expect(visitor.getByRole('contentinfo').getByRole('link', { name: /^X \(Twitter\)/ })).toHaveAttribute(
        'href',
        twitter,
      ),
    );

    // …and on every page through the CDN.
    for (const path of cdnPages) {
      await expect
        .poll(async () => (await throughCdn(path)).body, { message: path })
        .toContain(`href="${twitter}"`);
    }

    // The next enquiry's notification goes to the new address.
    const name = `Settings Check ${stamp}`;
    await visitor.goto(routes.contact());
    await visitor.getByPlaceholder('Your Name').fill(name);
    await visitor.getByPlaceholder('Your Email').fill(`buyer-${stamp}@example.com`);
    await visitor.getByLabel('Service').selectOption('Purchase');
    await visitor.getByPlaceholder('Your Message').fill('100 kg of moringa powder, please.');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.getByRole('button', { name: 'Submitted' })).toBeVisible();
    const mail = await mailTo(inbox, `New enquiry from ${name}`);
    expect(mail).toMatch(new RegExp(`^Reply-To: buyer-${stamp}@example\\.com$`, 'mi'));
  } finally {
    // Back to the seeded settings, through the API (the pages are invalidated as on a save).
    const restored = await page.request.put(apiUrl(endpoints.settings.path), {
      data: company.settings,
      headers: { origin: baseURL! },
    });
    expect(restored.status()).toBe(200);
  }
});

test('a field with an error in a closed section is opened and focused on Save @desktop', async ({ page }) => {
  await openAdminAs(page, routes.admin.general);
  await page.getByRole('button', { name: 'Social Media Links' }).click();
  await page.getByLabel('Instagram').fill('instagram.com/kinglifellc');
  await page.getByRole('button', { name: 'Contact Details' }).click();
  await expect(page.getByLabel('Instagram')).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Social Media Links' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByLabel('Instagram')).toBeFocused();
  await expect(page.getByText('Please enter a full link starting with https://')).toBeVisible();
  // Nothing was saved.
  const stored = await page.request.get(apiUrl(endpoints.settings.path));
  expect((await stored.json()).instagramUrl).toBe(company.settings.instagramUrl);
});

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's 'Chat on WhatsApp' link (its name also says it opens a new tab). */
const whatsappLink = (page: Page, name: RegExp) => page.getByRole('main').getByRole('link', { name });

test('the WhatsApp number gives a Chat on WhatsApp link on the contact and product pages, in both languages, until it is cleared @desktop', async ({
  page,
  baseURL,
}) => {
  test.slow(); // four pages, each read through the CDN before and after, axe on each at two widths
  const en = { label: /^Chat on WhatsApp \(opens in a new tab\)$/ };
  const ar = { label: /^تحدّث معنا عبر واتساب/ };
  const arRoutes = routesFor('ar');
  const pages = [
    { path: routes.contact(), label: en.label, message: () => 'Hello Kinglife, I have a question.' },
    {
      path: routes.product(11),
      label: en.label,
      message: (product: string) => `Hello Kinglife, I am interested in ${product}.`,
    },
    { path: arRoutes.contact(), label: ar.label, message: () => 'مرحبًا كينغ لايف، لديّ استفسار.' },
    {
      path: arRoutes.product(11),
      label: ar.label,
      message: (product: string) => `مرحبًا كينغ لايف، أودّ الاستفسار عن ${product}.`,
    },
  ];
  const visitor = await page.context().newPage();
  /** Every page shows the link to `digits`, with its message naming the product (its own h1). */
  const expectLinks = async (digits: string) => {
    for (const { path, label, message } of pages) {
      await expectOnPublicPage(visitor, path, async (response) => {
        // The page depends on the settings: a save expires it, here and at the CDN.
        expect(response?.headers()['surrogate-key']?.split(' ')).toContain('settings');
        const product = path.includes('ProductDetailedPage')
          ? await visitor.getByRole('heading', { level: 1 }).innerText()
          : '';
        const link = whatsappLink(visitor, label);
        await expect(link).toHaveAttribute(
          'href',
          `https://wa.me/${digits}?text=${encodeURIComponent(message(product))}`,
          { timeout: 1000 },
        );
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      });
    }
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible();
  };

  await openAdminAs(page, routes.admin.general);
  try {
    // A fresh install shows the seeded number (the company phone).
    await expectLinks(company.settings.whatsappNumber);
    // Pages kept at the CDN before the change.
    for (const { path } of pages) await throughCdn(path);

    const field = page.getByLabel('WhatsApp number');
    await expect(field).toHaveValue(company.settings.whatsappNumber);
    await expect(field).toHaveAccessibleDescription(/With the country code, e\.g\. \+971 50 123 4567/);
    await field.fill('050 123 4567');
    await field.blur();
    await expect(page.getByText('Please start with the country code, e.g. +971 50 123 4567.')).toBeVisible();
    await field.fill('+971 (0)50 123-4567');
    await field.blur();
    await expect(page.getByText('Please start with the country code, e.g. +971 50 123 4567.')).toHaveCount(0);
    await save();
    // Kept as the digits the links use.
    await expect(field).toHaveValue('971501234567');

    await expectLinks('971501234567');
    for (const { path } of pages) {
      await expect
        .poll(async () => (await throughCdn(path)).body, { message: path })
        .toContain('href="https://wa.me/971501234567?text=');
    }
    // axe on each page at both widths, the link shown.
    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 800 });
      for (const { path, label } of pages) {
        await visitor.goto(path);
        await expect(whatsappLink(visitor, label)).toBeVisible();
        const { violations } = await new AxeBuilder({ page: visitor }).withTags(WCAG).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    }

    // Cleared: no link anywhere.
    await field.fill('');
    await save();
    for (const { path, label } of pages) {
      await expectOnPublicPage(visitor, path, async () => {
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(whatsappLink(visitor, label)).toHaveCount(0);
        await expect(visitor.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
      });
    }
  } finally {
    const restored = await page.request.put(apiUrl(endpoints.settings.path), {
      data: company.settings,
      headers: { origin: baseURL! },
    });
    expect(restored.status()).toBe(200);
  }
});

test('a background task that failed every try is listed for the Owner, and Retry runs it again @desktop', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const error = `The storage did not answer (${stamp})`;
  // A clean-up task that failed: sent for tomorrow (so the server's worker leaves it), taken and
  // failed here as a server would after its last try.
  const url = fs.readFileSync(path.join(e2eDataDir(), '.database-url'), 'utf8').trim();
  const boss = new PgBoss({ connectionString: url, schema: TASK_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  let id: string;
  try {
    id = (await boss.send(
      'housekeeping',
      {},
      { startAfter: new Date(Date.now() + 86_400_000), retryLimit: 0 },
    ))!;
    const [taken] = await boss
      .fetch('housekeeping', { ignoreStartAfter: true, batchSize: 50 })
      .then((jobs) => jobs.filter((job) => job.id === id));
    expect(taken).toBeDefined();
    await boss.fail('housekeeping', id, { message: error });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }

  await openAdminAs(page, routes.admin.general);
  const panel = page.getByRole('region', { name: 'Background tasks' });
  const row = panel.getByTestId('task-row').filter({ hasText: stamp });
  await expect(row).toContainText('Clean-up');
  await expect(row).toContainText(error);
  await expect(row).toContainText(/Failed .+, after 1 try/);
  const { violations } = await new AxeBuilder({ page })
    .include('#background-tasks-title')
    .withTags(WCAG)
    .analyze();
  expect(violations).toEqual([]);

  await row.getByRole('button', { name: 'Retry: Clean-up' }).click();
  await expect(row).toHaveCount(0);
  // The server's worker runs it (now, not tomorrow).
  await expect
    .poll(
      () =>
        withE2eDb(async (client) => {
          const { rows } = await client.query(`SELECT state FROM ${TASK_SCHEMA}.job WHERE id = $1`, [id]);
          return rows[0]?.state;
        }),
      { timeout: 20_000 },
    )
    .toBe('completed');
});

test('a failed scheduled backup warns on the Owner’s Dashboard, and General settings lists the backups with their size, duration and error @desktop', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  // Two runs as the scheduled backup records them (lib/data/backup.ts): one checked, then one failed.
  const ids = await withE2eDb(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO backup_runs (started_at, duration_ms, ok, archive, bytes, rows, files, offsite_key, error)
       VALUES (now() - interval '1 day', 4200, true, 'kinglife-${stamp}.tar.gz', 2400000, 5321, 12, 'nightly/kinglife-${stamp}.tar.gz', NULL),
              (now(), 310, false, NULL, NULL, NULL, NULL, NULL, 'EACCES: permission denied, mkdir ''/srv/backups/${stamp}''')
       RETURNING id`,
    );
    return rows.map((row) => row.id);
  });
  try {
    await openAdminAs(page, routes.admin.index);
    const warning = page.getByRole('alert').filter({ hasText: 'The last scheduled backup failed' });
    await expect(warning).toBeVisible();
    await warning.getByRole('link', { name: 'See Backups in General settings' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.admin.general}$`));

    const panel = page.getByRole('region', { name: 'Backups' });
    await expect(panel).toContainText('No backup schedule is set');
    const rows = panel.getByTestId('backup-row');
    await expect(rows.nth(0)).toContainText(`permission denied, mkdir '/srv/backups/${stamp}'`);
    await expect(rows.nth(0)).toContainText('Failed');
    await expect(rows.nth(1)).toContainText(
      `kinglife-${stamp}.tar.gz: 2.4 MB: 5,321 rows and 12 files, also in the off-site bucket`,
    );
    await expect(rows.nth(1)).toContainText(/Checked/);
    await expect(rows.nth(1)).toContainText(/, in 4\.2 s/);
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby="backups-title"]')
      .withTags(WCAG)
      .analyze();
    expect(violations).toEqual([]);
  } finally {
    await withE2eDb((client) => client.query('DELETE FROM backup_runs WHERE id = ANY($1)', [ids]));
  }
});
