/**
 * Trade shows and events: the Events page in both languages (upcoming soonest first, then past;
 * Event structured data), the home page's "Meet us at" strip, the site search, and the Events
 * screen from creating an event to seeing it on the website.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';
import { confirmDeletion, openAdminAs } from './support/admin';
import { describePicture, imageUpload, uniqueName } from './support/images';
import { expectOnPublicPage } from './support/public';
import { openWithSlash } from './support/search';
import { takeTurns } from './support/turns';

// The admin test publishes an event for a while: the public tests here wait their turn.
takeTurns('events');

async function jsonLdEvents(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => [JSON.parse(block)].flat())
    .filter((data: { '@type': string }) => data['@type'] === 'Event');
}

test('the Events page lists the upcoming shows soonest first, then the past ones, with Event data', async ({
  page,
}) => {
  await page.goto(routes.events());
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Shows and Events' })).toBeVisible();
  const upcoming = page.getByTestId('events-upcoming').getByRole('article');
  const past = page.getByTestId('events-past').getByRole('article');
  await expect(upcoming).toHaveCount(3);
  await expect(past).toHaveCount(2);
  const firstDays = await upcoming
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(firstDays).toEqual([...firstDays].sort());
  const pastDays = await past
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(pastDays).toEqual([...pastDays].sort().reverse());
  expect(pastDays[0] < firstDays[0]).toBe(true);
  await expect(upcoming.first().getByRole('link', { name: /Event website/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  const data = await jsonLdEvents(page);
  expect(data).toHaveLength(3);
  for (const event of data) {
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      organizer: { '@type': 'Organization' },
    });
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event.endDate >= event.startDate).toBe(true);
    expect(event.location.address.addressLocality).not.toBe('');
  }
});

test('the Arabic Events page is right to left, in Arabic, with the Arabic names', async ({ page }) => {
  await page.goto(routesFor('ar').events());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المعارض التجارية والفعاليات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'الفعاليات القادمة' })).toBeVisible();
  await expect(
    page.getByTestId('events-upcoming').getByRole('heading', { level: 3, name: /جلفود/ }),
  ).toBeVisible();
  const data = await jsonLdEvents(page);
  expect(data.map((event) => event.inLanguage)).toEqual(['ar', 'ar', 'ar']);
});

test('the home page says where to meet us next, linking to that event', async ({ page }) => {
  await page.goto(routes.events());
  const next = await page.getByTestId('events-upcoming').getByRole('article').first().getAttribute('id');
  const nextName = await page.locator(`#${next} h3`).textContent();
  await page.goto(routes.home());
  const strip = page.getByTestId('meet-us');
  await expect(strip.getByRole('heading', { name: `Meet us at ${nextName}` })).toBeVisible();
  await strip.getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.events()}#${next}$`));
});

test('the site search finds an event and opens it on the Events page', async ({ page }) => {
  await page.goto(routes.about());
  await openWithSlash(page);
  await page.keyboard.type('Gulfood');
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: 'Event' }).first();
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events#event-\d+$/);
});

test('an event is created unpublished, goes live on Publish, and leaves on delete — no rebuild', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Fi Europe', testInfo.project.name);
  await openAdminAs(page, routes.admin.events);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  // A required field's label ends in ' *'; its Arabic twin's in '(Arabic)'.
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field('Event name').fill(name);
  await field('City').fill('Frankfurt');
  await field('Country').fill('Germany');
  await field('Venue').fill('Messe Frankfurt');
  await field('Hall and stand').fill('Hall 3.1, Stand F52');
  await field('Short text').fill('Spice oleoresins for food makers.');
  // Years ahead, so the seeded shows stay the soonest for the other tests.
  const year = new Date().getFullYear() + 5;
  await field('First day').fill(`${year}-12-02`);
  await field('Last day').fill(`${year}-11-30`);
  await field("Organiser's website").fill('http://figlobal.com');
  await dialog.getByLabel('Picture').setInputFiles(await imageUpload('stand-photo.png'));
  await describePicture(dialog, 'Picture');
  // A wrong field is said as soon as it is left, and Save waits until every field is right.
  await field('Event name').focus();
  await expect(dialog.getByText('The last day cannot be before the first day.')).toBeVisible();
  await expect(dialog.getByText('Please enter a full link starting with https://')).toBeVisible();
  await expect(save).toBeDisabled();
  await field('Last day').fill(`${year}-12-04`);
  await field("Organiser's website").fill('https://www.figlobal.com/fieurope');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Event created. Publish it when it is ready.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('event-row').filter({ hasText: name });
  await expect(row.getByText('Unpublished')).toBeVisible();
  const publicPage = await page.context().newPage();
  await publicPage.goto(routes.events());
  await expect(publicPage.getByRole('heading', { name })).toHaveCount(0);

  await row.getByRole('button', { name: `Publish: ${name}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expectOnPublicPage(publicPage, routes.events(), () =>
    expect(publicPage.getByTestId('events-upcoming').getByRole('heading', { name })).toBeVisible(),
  );

  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await confirmDeletion(page, 'Event has been deleted.');
  await expect(row).toHaveCount(0);
  await expectOnPublicPage(publicPage, routes.events(), () =>
    expect(publicPage.getByRole('heading', { name })).toHaveCount(0),
  );
});
