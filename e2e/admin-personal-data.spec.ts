import { expect, test } from '@playwright/test';
import { minimalPdf } from '../lib/db/samplePdf';
import { routes, routesFor } from '../lib/routing/routes';
import { createAdminAccount, openAdminAs, signInWithForm } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { withE2eDb } from './support/db';
import { expectOnPublicPage } from './support/public';
import { plainTextOf } from '../test/smtp';
import { unzip } from '../test/zip';
import { clearFormLimits, downloadOf, mailTo, uniqueWord } from './support/operations';

/**
 * The Personal data screen (#48), at 375 and 1280 px: a buyer sends an enquiry and a quote
 * request; an Owner finds them by the address typed in another case, sees both with their dates,
 * exports a ZIP, is refused an erasure whose address typed again differs, then erases: the screen
 * finds nothing more, and the database keeps the quote's reference and country without the
 * buyer's name or address. HR finds the same person's job applications only, and cannot erase;
 * the link HR mails her downloads those alone.
 * axe finds nothing on the screen, its results and the confirmation.
 */
test.beforeEach(clearFormLimits);

test('find a person by address, export their data, erase it after typing the address again', async ({
  page,
  baseURL,
}, testInfo) => {
  const word = uniqueWord(testInfo.project.name);
  const email = `${word.toLowerCase()}@cedar-foods.example`;
  const name = `Mariam ${word}`;
  const headers = { origin: baseURL! };
  for (const [path, body] of [
    [
      '/api/v1/enquiries',
      {
        name,
        email,
        company: 'Cedar Foods',
        service: 'Green Spice Extracts',
        message: 'Samples of pepper oleoresin, please.',
      },
    ],
    [
      '/api/v1/quote-requests',
      {
        kind: 'quote',
        lines: [{ productId: 7, quantity: 2, unit: 'MT' }],
        company: 'Cedar Foods',
        name,
        email,
        country: 'LB',
        incoterm: 'CIF',
      },
    ],
  ] as const) {
    const response = await page.request.post(path, { data: body, headers });
    expect(response.status()).toBe(201);
  }

  await openAdminAs(page, routes.admin['personal-data']);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await expectNoAxeViolations(page);
  const search = page.getByRole('search', { name: 'Personal data' });
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(search.getByText('Please enter an e-mail address.')).toBeVisible();
  await search.getByLabel(/^E-mail address/).fill(email.toUpperCase());
  await search.getByRole('button', { name: 'Find' }).click();

  // The two requests, and the mail about each (to her, and to staff naming her).
  await expect(page.getByRole('status')).toHaveText(`6 records held about ${email}.`);
  await expect(
    page.getByRole('region', { name: /E-mail sent or received/ }).getByTestId('held-record'),
  ).toHaveCount(4);
  const requests = page.getByRole('region', { name: /Enquiries and requests/ });
  await expect(requests.getByTestId('held-record')).toHaveCount(2);
  const title = await requests.getByTestId('held-record').first().textContent();
  const reference = /Quote request (KL-Q-\d{4}-\d{5})/.exec(title ?? '')![1];
  await expect(requests.getByTestId('held-record').last()).toContainText(name);
  await expectNoAxeViolations(page);

  const zip = await downloadOf(page, () => page.getByRole('button', { name: 'Export (ZIP)' }).click());
  expect(zip.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.bytes.includes(Buffer.from('enquiries.json'))).toBe(true);

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything held about ${email}?` });
  await expect(dialog).toContainText('2 × Enquiries and requests');
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByLabel(/^Type the address again/).fill('someone.else@example.com');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(dialog.getByText('The address typed again is not the one searched.')).toBeVisible();
  await dialog.getByLabel(/^Type the address again/).fill(email);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('dialog', { name: 'Erased' })).toContainText(
    '6 records erased or anonymised, 0 files removed.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status')).toHaveText(`Nothing is held about ${email}.`);

  const [kept] = await withE2eDb(async (db) => {
    const { rows } = await db.query(
      'SELECT name, email, company, country FROM enquiries WHERE reference = $1',
      [reference],
    );
    return rows;
  });
  expect(kept).toEqual({ name: 'Erased on request', email: '', company: '', country: 'LB' });
});

test('HR finds a person’s job applications only, and no Erase', async ({ page, baseURL }, testInfo) => {
  const word = uniqueWord(testInfo.project.name);
  const email = `hr-${word.toLowerCase()}@example.com`;
  const headers = { origin: baseURL! };
  const jobId = await withE2eDb(
    async (db) => (await db.query('SELECT min(id) AS id FROM jobs WHERE published')).rows[0].id,
  );
  const applied = await page.request.post('/api/v1/applications', {
    headers,
    multipart: {
      firstName: 'Noor',
      lastName: word,
      email,
      phoneNumber: '0502418736',
      dob: '1994-06-12',
      qualification: 'B.Sc. Chemistry',
      consent: 'true',
      jobId: String(jobId),
      resume: {
        name: `Noor ${word} CV.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(minimalPdf('CV')),
      },
    },
  });
  expect(applied.status()).toBe(201);
  const asked = await page.request.post('/api/v1/enquiries', {
    data: { name: `Noor ${word}`, email, company: '', service: 'Green Spice Extracts', message: 'Hello.' },
    headers,
  });
  expect(asked.status()).toBe(201);

  const hr = `hr-${word.toLowerCase()}@kinglife.test`;
  await createAdminAccount(hr, 'hr-password-123', 'hr');
  await page.goto(routes.admin['personal-data']);
  await signInWithForm(page, hr, 'hr-password-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await expect(page.getByText('You see the job applications a person sent')).toBeVisible();
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  // Her enquiry is the Owner's to see; her application is HR's.
  await expect(page.getByRole('status')).toHaveText(`1 record held about ${email}.`);
  await expect(page.getByRole('region', { name: /Job applications/ })).toContainText(`Noor ${word} CV.pdf`);
  await expect(page.getByRole('region', { name: /Enquiries and requests/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export (ZIP)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase…' })).toHaveCount(0);
  // How long details are kept is the Owner's.
  await expect(page.getByRole('heading', { name: 'How long we keep it' })).toHaveCount(0);

  // A copy mailed to her: the link downloads what HR may see, her application.
  await page.getByRole('button', { name: 'Mail them a link' }).click();
  await expect(page.getByText(`A link to a copy of their data was mailed to ${email}.`)).toBeVisible();
  const mail = plainTextOf(await mailTo(email, 'personal-data?token='));
  const link = new URL(/(https?:\/\/\S+personal-data\?token=[\w-]+)/.exec(mail)![1]);
  const copy = await page.request.get(`${link.pathname}${link.search}`);
  expect(copy.status()).toBe(200);
  const entries = await unzip(Buffer.from(await copy.body()));
  expect(Object.keys(entries).filter((entry) => entry.endsWith('.json'))).toEqual(['applications.json']);
});

// Run apart (@slow): it changes the settings every General settings test reads and saves.
test('an Owner sees how long details are kept and sets it within its limits @slow', async ({ page }) => {
  await openAdminAs(page, routes.admin['personal-data']);
  const panel = page.getByRole('region', { name: 'How long we keep it' });
  await expect(panel.getByText('Events sent to webhooks: 30 days.')).toBeVisible();
  const applications = panel.getByLabel(/^Job applications \(months\)/);
  await expect(applications).toHaveValue(/^\d+$/);
  const before = await applications.inputValue();
  await applications.fill('3');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Please enter a whole number of months from 6 to 120.')).toBeVisible();
  await expectNoAxeViolations(page);
  await applications.fill(before === '36' ? '30' : '36');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved.')).toBeVisible();
  await page.reload();
  const set = before === '36' ? '30' : '36';
  await expect(panel.getByLabel(/^Job applications \(months\)/)).toHaveValue(set);
  // The privacy policy states the period in force, in both languages, at once.
  const visitor = await page.context().newPage();
  await expectOnPublicPage(visitor, routesFor('en').privacy(), () =>
    expect(visitor.getByText(`job applications with their résumés for ${set} months`)).toBeVisible(),
  );
  await expectOnPublicPage(visitor, routesFor('ar').privacy(), () =>
    expect(visitor.getByText(`وبطلبات التوظيف وسيرها الذاتية لمدة ${set} شهرًا`)).toBeVisible(),
  );
  await visitor.close();
  // Put back as it was, for the other tests of this server.
  await panel.getByLabel(/^Job applications \(months\)/).fill(before);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved.').first()).toBeVisible();
});
