import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { withE2eDb } from './support/db';
import { routes } from '../lib/routing/routes';

test.beforeEach(async () => {
  await withE2eDb((client) => client.query("DELETE FROM rate_limits WHERE key LIKE 'enquiry:%'"));
});

test('Get in Touch shows phone, e-mail and social links that open in a new tab', async ({ page }) => {
  await page.goto(routes.contact());
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: company.phone })).toHaveAttribute(
    'href',
    company.phoneHref,
  );
  await expect(page.getByRole('main').getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  for (const [name, href] of [
    ['LinkedIn', company.settings.linkedinUrl],
    ['Facebook', company.settings.facebookUrl],
    ['Instagram', company.settings.instagramUrl],
  ]) {
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the enquiry is stored; Submit turns to Submitted, fields clear, editing brings Submit back', async ({
  page,
}, testInfo) => {
  const email = `enquiry-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(routes.contact());
  const name = page.getByPlaceholder('Your Name');
  const mail = page.getByPlaceholder('Your Email');
  const service = page.getByLabel('Service');
  const message = page.getByPlaceholder('Your Message');
  const submit = page.getByRole('button', { name: 'Submit' });

  await expect(message).toHaveAttribute('rows', '4');
  await expect(service.locator('option:checked')).toHaveText('Select Service');
  await expect(submit).toBeDisabled();
  // Submit waits until the form is valid, and says beside it what it waits for.
  const waiting = page.locator('#enquiry-waiting');
  await expect(waiting).toHaveText('To send, complete: Name, Email, Service, Message.');
  await expect(submit).toHaveAccessibleDescription('To send, complete: Name, Email, Service, Message.');

  await name.fill('Hans Becker');
  await expect(waiting).toHaveText('To send, complete: Email, Service, Message.');
  await mail.fill('hans@invalid');
  // The e-mail error waits until the field has been left.
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await mail.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await mail.fill(email);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

  await page.getByLabel('Company (optional)').fill('Rheinfeld <b>GmbH</b>');
  await service.selectOption('Green Spice Extracts');
  await expect(submit).toBeDisabled();
  await message.fill('   ');
  await expect(submit).toBeDisabled();
  await expect(waiting).toHaveText('To send, complete: Message.');
  await message.fill('Please quote 200 kg of black pepper oleoresin.');
  await expect(submit).toBeEnabled();
  await expect(waiting).toHaveCount(0);
  await submit.click();

  const done = page.getByRole('button', { name: 'Submitted' });
  await expect(done).toBeVisible();
  await expect(done).toBeDisabled();
  for (const field of [name, mail, message]) await expect(field).toHaveValue('');
  await expect(service).toHaveValue('');

  const rows = await withE2eDb(async (client) => {
    const result = await client.query(
      'SELECT name, company, service, message FROM enquiries WHERE email = $1',
      [email],
    );
    return result.rows;
  });
  expect(rows).toEqual([
    {
      name: 'Hans Becker',
      company: 'Rheinfeld <b>GmbH</b>',
      service: 'Green Spice Extracts',
      message: 'Please quote 200 kg of black pepper oleoresin.',
    },
  ]);

  await name.fill('H');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('the service arrow flips when the select is clicked and turns back on blur @desktop', async ({
  page,
}) => {
  await page.goto(routes.contact());
  const wrapper = page.locator('form [data-open]');
  await expect(wrapper).toHaveAttribute('data-open', 'false');
  await page.getByLabel('Service').click();
  await expect(wrapper).toHaveAttribute('data-open', 'true');
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Your Message').click();
  await expect(wrapper).toHaveAttribute('data-open', 'false');
});

test('when the server refuses, the message is shown and the enquiry stays in the form @desktop', async ({
  page,
}) => {
  await page.goto(routes.contact());
  await page.getByPlaceholder('Your Name').fill('Aisha Bello');
  await page.getByPlaceholder('Your Email').fill('aisha@example.com');
  await page.getByLabel('Service').selectOption('Purchase');
  await page.getByPlaceholder('Your Message').fill('100 kg of moringa powder, please.');
  await page.route('**/api/v1/enquiries', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Something went wrong on our side');
  await expect(page.getByPlaceholder('Your Name')).toHaveValue('Aisha Bello');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('the contact page fits a 375 px screen with 44 px controls @mobile', async ({ page }) => {
  await page.goto(routes.contact());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ['Your Name', 'Your Email', 'Your Message']) {
    expect((await page.getByPlaceholder(name).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});
