import { expect, test, type Page } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { clearFormLimits, uniqueWord } from './support/operations';

test.beforeEach(clearFormLimits);

/** The Dashboard's Requests by source, once its bars name `row`, opened as a table. */
async function requestsBySource(page: Page, row: string) {
  await page.goto(routes.admin.home);
  const panel = page.getByRole('region', { name: 'Requests by source' });
  await expect(panel.getByRole('list', { name: /Requests by source and medium/ })).toContainText(row);
  await panel.getByText('Show as a table').click();
  return panel;
}

test('where a visit came from goes with the form it sends, from its first page only, and staff see it on the enquiry and the Dashboard @desktop', async ({
  page,
}, testInfo) => {
  const word = uniqueWord(testInfo.project.name).toLowerCase();
  const campaign = `nov-${word}`;
  // The visit lands on an Arabic page from a newsletter link, with an ad network's click id.
  await page.goto(
    `${routesFor('ar').products()}?utm_source=Newsletter&utm_medium=email&utm_campaign=${campaign}&gclid=Cj0KCQiA-secret`,
    { referer: 'https://mail.example.com/inbox/42' },
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Nothing is sent, and no cookie set, while the visitor only reads.
  expect(await page.context().cookies()).toEqual([]);

  // A later page of the same visit, from this site, keeps the first page's source.
  await page.goto(routes.contact(), { referer: page.url() });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/enquiries'));
  await page.getByPlaceholder('Your Name').fill('Hans Becker');
  await page.getByPlaceholder('Your Email').fill(`${word}@example.com`);
  await page.getByLabel('Service').selectOption('Green Spice Extracts');
  await page.getByPlaceholder('Your Message').fill('Please quote 200 kg of black pepper oleoresin.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeVisible();
  const header = (await sent).headers()['x-visit-source'];
  expect(header).toBeTruthy();
  expect(decodeURIComponent(header)).not.toContain('secret');

  await openAdminAs(page, routes.admin.enquiry);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  const card = page.getByTestId('enquiry-card');
  await expect(card.getByText('Source:', { exact: true })).toBeVisible();
  await expect(
    card.getByText(
      `Newsletter / email / ${campaign} via mail.example.com (ad click), landed on ${routesFor('ar').products()}`,
      { exact: true },
    ),
  ).toBeVisible();

  const panel = await requestsBySource(page, 'newsletter / email');
  await expect(panel.getByRole('rowheader', { name: 'newsletter / email' })).toBeVisible();
});

test('a visit from a newsletter that browses three pages and sends a quote has the newsletter on its quote; the Dashboard panel and the Source column pass axe @desktop', async ({
  page,
}, testInfo) => {
  test.slow(); // four public pages, then three admin screens
  const word = uniqueWord(testInfo.project.name).toLowerCase();
  // Typed in or opened from a mail program: no referring site.
  await page.goto(`${routes.home()}?utm_source=newsletter&utm_medium=email&utm_campaign=nov`);
  await page.goto(routes.products());
  await page.goto(routes.product(3));
  await hydrated(page.getByRole('button', { name: 'Add to quote' }));
  await page.getByRole('button', { name: 'Add to quote' }).click();
  await page.getByTestId('quote-nav').click();
  await expect(page).toHaveURL(routes.quote());

  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('Quantity').fill('500');
  await form.getByLabel('Destination country').selectOption({ label: 'Germany' });
  await form.getByLabel('Incoterm').selectOption('CIF');
  await form.getByLabel('Company').fill(`Rheinfeld ${word}`);
  await form.getByLabel(/^Name\b/).fill('Hans Becker');
  await form.getByLabel('Email').fill(`${word}@example.com`);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByTestId('quote-reference')).toHaveText(/^KL-Q-/);

  await openAdminAs(page, routes.admin.enquiry);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(
    page.getByTestId('enquiry-card').getByText('newsletter / email / nov, landed on /', { exact: true }),
  ).toBeVisible();

  await requestsBySource(page, 'newsletter / email');
  await expectNoAxeViolations(page);

  await page.goto(routes.adminCareer('applications'));
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await expectNoAxeViolations(page);
});
