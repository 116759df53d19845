import { expect, test, type Page } from '@playwright/test';
import { jobs as jobSeeds } from '@/features/careers/openings';
import { minimalPdf } from '../test/documents';
import { routes } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { uniqueName } from './support/images';
import { clearFormLimits, downloadOf, uniqueWord } from './support/operations';
import { expectOnPublicPage } from './support/public';
import { formatAdminDate } from '../lib/text/dates';

test.beforeEach(clearFormLimits);

/** The careers page lists 5 openings a page: find one by its search box. */
async function careersCard(page: Page, title: string) {
  await page.goto(routes.careers());
  await page.getByPlaceholder('Search Job here').fill(title);
  return page
    .locator('#openings ~ div > ul > li')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

test('a job is created unpublished, goes on /careers when published, changes on edit and goes on unpublish and delete — no rebuild', async ({
  page,
}, testInfo) => {
  test.slow(); // five saves, each followed on /careers in a second browser: over 30 s on a busy machine
  // Words the careers tests' searches (chemist, sharjah, MBA, Dubai) never match.
  const title = uniqueName('Botanical Buyer', testInfo.project.name);
  await openAdminAs(page, routes.adminCareer());
  await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  // Spec: page scrolling is locked while the dialog is open.
  await expect(page.locator('html')).toHaveAttribute('data-dialog-open', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await dialog.getByLabel('Add Job title').fill(title);
  await dialog.getByLabel('Required Experience').fill('3-5 yrs');
  await dialog.getByLabel('Required Qualification').fill('B.Sc. Botany');
  await dialog.getByLabel('Location').fill('Fujairah');
  await expect(save).toBeDisabled(); // Spec: all five are needed.
  await dialog.getByLabel('Add Job Description').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Add Job Description').fill('Visit growers.\n\n- Audit farms\n- Plan harvests');
  await expect(save).toBeEnabled();
  await save.click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Job created. Publish it when it is ready.' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  // At 375 px the toast lies over the new (last) row's buttons: staff close it as they would.
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-dialog-open', 'true');

  // Create appends: the new job comes after the seeded ones, with the spec's chips, unpublished.
  const rows = page.getByTestId('job-row');
  const row = rows.filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const order = await rows.evaluateAll((all) => all.map((r) => r.textContent ?? ''));
  const lastSeed = jobSeeds[jobSeeds.length - 1].title;
  expect(order.findIndex((text) => text.includes(title))).toBeGreaterThan(
    order.findIndex((text) => text.includes(lastSeed)),
  );
  await expect(row.getByText('Fujairah')).toBeVisible();
  await expect(row.getByText('3-5 yrs Experience')).toBeVisible();
  await expect(row.getByText('Qualification - B.Sc. Botany')).toBeVisible();
  await expect(row.getByText('Unpublished')).toBeVisible();

  const visitor = await page.context().newPage();
  await expect(await careersCard(visitor, title)).toHaveCount(0);

  await row.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expectOnPublicPage(visitor, routes.careers(), async () => {
    const card = await careersCard(visitor, title);
    await expect(card.getByText('Qualification - B.Sc. Botany')).toBeVisible();
  });

  // Edit replaces the job where it is.
  const position = await rows.evaluateAll(
    (all, t) => all.findIndex((r) => r.textContent?.includes(t)),
    title,
  );
  await row.getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(edit.getByLabel('Add Job title')).toHaveValue(title);
  await expect(edit.getByLabel('Add Job Description')).toHaveValue(
    'Visit growers.\n\n- Audit farms\n- Plan harvests',
  );
  await edit.getByLabel('Location').fill('Ras Al Khaimah');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(rows.nth(position)).toContainText('Ras Al Khaimah');
  await expectOnPublicPage(visitor, routes.careers(), async () => {
    const card = await careersCard(visitor, title);
    await expect(card.getByText('Ras Al Khaimah')).toBeVisible();
  });

  await row.getByRole('button', { name: `Unpublish: ${title}` }).click();
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expectOnPublicPage(visitor, routes.careers(), async () => {
    await expect(await careersCard(visitor, title)).toHaveCount(0);
  });

  await row.getByRole('button', { name: `Delete: ${title}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Job has been deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
});

test('the tabs and the job dialog work from the keyboard alone @desktop', async ({ page }, testInfo) => {
  const title = uniqueName('Keyboard Job', testInfo.project.name);
  await openAdminAs(page, routes.adminCareer());
  const jobsTab = page.getByRole('tab', { name: 'Jobs' });
  await jobsTab.focus();
  await page.keyboard.press('ArrowRight');
  const applicationsTab = page.getByRole('tab', { name: 'Applications' });
  await expect(applicationsTab).toBeFocused();
  await expect(applicationsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\/career\?tab=applications$/);
  await expect(page.getByRole('tabpanel', { name: 'Applications' })).toContainText('All Applications');
  await page.keyboard.press('Home');
  await expect(jobsTab).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/career$/);

  // Tab leaves the tablist (one stop) and reaches Create New; Enter opens the dialog.
  const create = page.getByRole('button', { name: 'Create New' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await expect(dialog).toBeVisible();
  for (const [label, value] of [
    ['Add Job title', title],
    ['Required Experience', '1-2 yrs'],
    ['Required Qualification', 'Diploma'],
    ['Location', 'Ajman'],
    ['Add Job Description', 'Keyboard only.'],
  ]) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(label)).toBeFocused();
    await page.keyboard.type(value);
  }
  // "Publish at" and "Applications close at" (each part of a date-time field takes a Tab), then
  // the Arabic translation's toggle, Cancel, then Save; Tab stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Publish at/)).toBeFocused();
  const toggle = dialog.getByRole('button', { name: 'Show the Arabic translation' });
  let closeAtReached = false;
  for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    closeAtReached ||= await dialog
      .getByLabel(/^Applications close at/)
      .evaluate((el) => el === document.activeElement);
  }
  expect(closeAtReached).toBe(true);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('job-row').filter({ hasText: title });
  await expect(row).toBeVisible();

  // Escape closes the edit dialog and focus goes back to what opened it.
  const edit = row.getByRole('button', { name: `Edit: ${title}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Job' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Job' })).toBeHidden();
  await expect(edit).toBeFocused();
  await withE2eDb((client) => client.query('DELETE FROM jobs WHERE title = $1', [title]));
});

test("a visitor's application appears under Applications; its résumé and the CSV download as sent", async ({
  page,
}, testInfo) => {
  const lastName = uniqueWord(testInfo.project.name);
  const name = `Priya ${lastName}`;
  const resume = minimalPdf(`CV of ${name}`);

  // The visitor applies for the first opening from the public form.
  await page.goto(routes.careers());
  await page.getByRole('link', { name: `Apply for ${jobSeeds[0].title}` }).click();
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
  await page.getByLabel('Phone Number').fill('0502418736');
  await page.getByLabel('Date of Birth').fill('1994-06-12');
  await page.getByLabel('Qualification').fill('B.Sc. Chemistry');
  await page
    .locator('input[type="file"][name="resume"]')
    .setInputFiles({ name: 'my cv.pdf', mimeType: 'application/pdf', buffer: resume });
  await expect(page.getByText('my cv.pdf')).toBeVisible(); // the drop zone has taken it
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Success!' })).toBeVisible();

  await openAdminAs(page, routes.adminCareer('applications'));
  await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toUpperCase()}`));
  const row = page.getByTestId('application-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(name);
  await expect(row).toContainText(jobSeeds[0].title);
  const today = formatAdminDate(new Date().toISOString());
  await expect(row).toContainText(today);

  // Spec: saved as '{name}_Resume.pdf'; the bytes are the ones the visitor sent.
  const file = await downloadOf(page, () => row.getByRole('button', { name: `Download: ${name}` }).click());
  expect(file.name).toBe(`${name}_Resume.pdf`);
  expect(file.bytes.equals(resume)).toBe(true);

  // The CSV holds what the search selects.
  const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(
    'Name,Email,Phone Number,Position,Qualification,Date of Birth,Received (UTC),Resume file,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page',
  );
  expect(lines[1]).toContain(`${name},${lastName.toLowerCase()}@example.com,0502418736,`);
  expect(lines[1]).toContain('my cv.pdf');

  // A reload (or a shared link) shows the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(lastName.toUpperCase());
  await expect(page.getByTestId('application-row')).toHaveCount(1);
});

test.describe('the applications list', () => {
  // One worker, so one set of rows for both tests.
  test.describe.configure({ mode: 'serial' });
  const position = `Pager Post ${Date.now().toString(36)}`;
  test.beforeAll(async () => {
    // 12 applications for a position of their own, one a day, no résumé but the last (whose file is gone).
    await withE2eDb(async (client) => {
      const { rows } = await client.query(
        `INSERT INTO uploaded_files (key, original_name, mime_type, size, is_public)
         VALUES ($1, 'gone.pdf', 'application/pdf', 10, false) RETURNING id`,
        [`private/${crypto.randomUUID()}.pdf`],
      );
      for (let i = 1; i <= 12; i++) {
        await client.query(
          `INSERT INTO applications (position, first_name, last_name, email, phone_number, dob, qualification, consent, created_at, resume_file_id)
           VALUES ($1, $2, 'Pager', 'pager@example.com', '0500000000', '1990-01-01', 'B.A.', true, $3, $4)`,
          [
            position,
            `Applicant${String.fromCharCode(64 + i)}`,
            `2025-01-${String(i).padStart(2, '0')}T10:00:00Z`,
            i === 12 ? rows[0].id : null,
          ],
        );
      }
    });
  });
  test.afterAll(async () => {
    await withE2eDb(async (client) => {
      await client.query('DELETE FROM applications WHERE position = $1', [position]);
      await client.query("DELETE FROM uploaded_files WHERE original_name = 'gone.pdf'");
    });
  });

  test('filter, sort, search and page live in the URL, and a change goes back to page 1 @desktop', async ({
    page,
  }) => {
    await openAdminAs(page, routes.adminCareer('applications'));
    await page.getByLabel('Position').selectOption(position);
    await expect(page).toHaveURL(
      new RegExp(`position=${encodeURIComponent(position).replace(/%20/g, '(\\+|%20)')}`),
    );
    const rows = page.getByTestId('application-row');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('12 applications')).toBeVisible();
    await expect(rows.first().getByRole('rowheader')).toHaveText('ApplicantL Pager'); // Newest first.

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel('Position')).toHaveValue(position);

    // A new sort starts again at page 1 (the spec's original kept the page).
    await page.getByLabel('Sort').selectOption('oldest');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(rows.first().getByRole('rowheader')).toHaveText('ApplicantA Pager');
    await expect(rows).toHaveCount(10);

    await page.getByRole('searchbox', { name: 'Search' }).fill('applicantk');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('rowheader')).toHaveText('ApplicantK Pager');
    await expect(rows.first().getByText('No file')).toBeVisible();

    // Back (a new page is a history step; a filter is not): the earlier list and its fields return.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=|q=|page=/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
    await expect(page.getByLabel('Position')).toHaveValue(position);
    await expect(rows).toHaveCount(10);
  });

  test('a résumé that cannot be downloaded is explained on the page @desktop', async ({ page }) => {
    await openAdminAs(page, `${routes.adminCareer('applications')}&q=applicantl`);
    const download = page.getByRole('button', { name: 'Download: ApplicantL Pager' });
    // The file's bytes are gone from the disk: the server says so.
    await download.click();
    await expect(page.getByText('This application has no résumé file.')).toBeVisible();
    // No connection.
    await page.route('**/resume', (route) => route.abort('connectionrefused'));
    await download.click();
    await expect(
      page.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeVisible();
  });
});
