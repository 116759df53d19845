import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { jobs } from '@/features/careers/openings';
import { minimalPdf } from '../test/documents';
import { e2eDataDir, withE2eDb } from './support/db';
import { routes } from '../lib/routing/routes';
import { fileChoosers } from './support/fileChooser';
import { hydrated } from './support/hydrated';

async function firstJobId(): Promise<number> {
  return withE2eDb(async (client) => {
    const { rows } = await client.query('SELECT id FROM jobs WHERE title = $1', [jobs[0].title]);
    return rows[0].id as number;
  });
}

async function openForm(page: Page) {
  await page.goto(routes.apply(await firstJobId()));
  await expect(page.getByLabel('First Name')).toBeVisible();
}

const resumeInput = (page: Page) => page.locator('input[type="file"][name="resume"]');

async function fillValid(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('0502418736');
  await page.getByLabel('Date of Birth').fill('1994-06-12');
  await page.getByLabel('Qualification').fill('B.Sc. Chemistry');
  await resumeInput(page).setInputFiles({
    name: 'Priya Nair CV.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  // The chosen file's row appears once the drop zone has taken it (it loads on approach).
  await expect(page.getByText('Priya Nair CV.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

test.beforeEach(async () => {
  await withE2eDb((client) => client.query("DELETE FROM rate_limits WHERE key LIKE 'application:%'"));
});

test('an application with a real PDF is stored with its résumé, then Success! and the form clears', async ({
  page,
}, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(routes.careers());
  await page.getByRole('link', { name: `Apply for ${jobs[0].title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Application Form' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();

  await fillValid(page, email);
  await expect(page.getByText('Priya Nair CV.pdf')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(dialog.getByText('Your application has been submitted successfully.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
  await expect(page.getByText('Priya Nair CV.pdf')).toHaveCount(0);
  await expect(submit).toBeDisabled();

  const stored = await withE2eDb(async (client) => {
    const { rows } = await client.query(
      `SELECT a.position, a.first_name, a.dob::text AS dob, a.consent, f.key, f.original_name, f.mime_type, f.is_public
         FROM applications a JOIN uploaded_files f ON f.id = a.resume_file_id WHERE a.email = $1`,
      [email],
    );
    return rows;
  });
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    position: jobs[0].title,
    first_name: 'Priya',
    dob: '1994-06-12',
    consent: true,
    original_name: 'Priya Nair CV.pdf',
    mime_type: 'application/pdf',
    is_public: false,
  });
  const file = path.join(e2eDataDir(), 'uploads', stored[0].key);
  expect(fs.readFileSync(file).equals(minimalPdf())).toBe(true);
  // Never served from the web root.
  expect((await page.request.get(`/${stored[0].key}`)).status()).toBe(404);
});

test('every field shows its message after a change, and Submit waits for a valid form @desktop', async ({
  page,
}) => {
  await openForm(page);
  const submit = page.getByRole('button', { name: 'Submit Application' });

  const cases: [label: string, message: string][] = [
    ['First Name', 'First Name is required'],
    ['Last Name', 'Last Name is required'],
    ['Email', 'Email is required'],
    ['Phone Number', 'Phone Number is required'],
    ['Qualification', 'Qualification is required'],
  ];
  for (const [label, message] of cases) {
    const field = page.getByLabel(label);
    await field.fill('x1');
    await field.fill('');
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  await page.getByLabel('First Name').fill('R2 D2');
  await expect(page.getByText('First Name may contain only letters and spaces')).toBeVisible();
  await page.getByLabel('Last Name').fill('Nair3');
  await expect(page.getByText('Last Name may contain only letters and spaces')).toBeVisible();
  await page.getByLabel('Email').fill('priya@example');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  // Digits only: anything else is dropped as it is typed.
  await page.getByLabel('Phone Number').pressSequentially('+971 50-24a1');
  await expect(page.getByLabel('Phone Number')).toHaveValue('97150241');

  const dob = page.getByLabel('Date of Birth');
  await dob.fill('2015-01-01');
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  const max = await dob.getAttribute('max');
  expect(max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Number(max!.slice(0, 4))).toBe(new Date().getFullYear() - 18);
  await dob.fill('');
  await expect(page.getByText('Date of Birth is required')).toBeVisible();

  const consent = page.getByRole('checkbox', { name: /privacy policy/ });
  await consent.check();
  await consent.uncheck();
  await expect(page.getByText('You must accept the privacy policy')).toBeVisible();
  await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy-policy');

  await expect(submit).toBeDisabled();
});

test('the drop zone takes one PDF, DOC or DOCX up to 5 MB and says why it refuses a file @desktop', async ({
  page,
}) => {
  await openForm(page);
  const input = resumeInput(page);
  // The zone is the keyboard control, named by the Resume label.
  const zone = page.getByRole('button', { name: /^Resume/ });
  await expect(zone).toHaveAttribute('tabindex', '0');
  // A file chosen before React listens to the input would be taken by nobody (CI: once, first try).
  await hydrated(zone);

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('File type must be PDF, DOC or DOCX')).toBeVisible();

  const big = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(page.getByText('File is larger than 5 MB')).toBeVisible();

  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByText('cv.pdf')).toBeVisible();
  await expect(page.getByText('File is larger than 5 MB')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText('Resume is required')).toBeVisible();
});

test('the drop zone arrives on approach: keyboard focus stays on it and Enter opens the file chooser @desktop', async ({
  page,
}) => {
  const chooser = fileChoosers(page).next();
  await openForm(page);
  const zone = page.getByRole('button', { name: /^Resume/ });
  await hydrated(zone);
  await zone.focus();
  // The working zone (its input takes react-dropzone's accept list) has replaced the placeholder,
  // and the focus is on it.
  await expect(resumeInput(page)).toHaveAttribute('accept', /pdf/);
  await expect(zone).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByText('cv.pdf')).toBeVisible();
  await expect(zone).toHaveAttribute('tabindex', '0');
});

test('Enter opens the file chooser at once, however long the drop zone takes to arrive @desktop', async ({
  page,
}) => {
  const chooser = fileChoosers(page).next();
  await openForm(page);
  // The form's own scripts first (a busy machine hydrates late); then every script asked for from
  // now on (the drop zone's) is held: Chromium lets a key press open a file dialog for 5 s only,
  // so the dialog cannot wait for the zone.
  const zone = page.getByRole('button', { name: /^Resume/ });
  await hydrated(zone);
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await zone.focus();
  await page.keyboard.press('Enter');
  const opened = await Promise.race([
    chooser,
    new Promise<null>((resolve) => setTimeout(resolve, 5000, null)),
  ]);
  expect(opened, 'a file chooser within 5 s of the key').not.toBeNull();
  await opened!.setFiles({ name: 'slow-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  release();
  await expect(page.getByText('slow-cv.pdf')).toBeVisible();
  await expect(zone).toBeFocused();
});

test('a server error keeps what the visitor typed and says what went wrong @desktop', async ({ page }) => {
  await openForm(page);
  await fillValid(page, 'kept@example.com');
  await page.route('**/api/v1/applications', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'rate_limited', message: 'Please wait 60 minutes and try again.' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please wait 60 minutes and try again.');
  await expect(page.getByLabel('Email')).toHaveValue('kept@example.com');

  await page.route('**/api/v1/applications', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not reach the server');
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');
});

test('field errors from the server appear beside the fields @desktop', async ({ page }) => {
  await openForm(page);
  await fillValid(page, 'server-check@example.com');
  // Bytes that are not a PDF under a .pdf name pass the drop zone; only the server can tell.
  await resumeInput(page).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Resume must be a PDF, DOC or DOCX file')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');
});

test('the static HTML already holds the form, so the page does not move when the opening is read', async ({
  browser,
}) => {
  const path = routes.apply(await firstJobId());
  const footerTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: test.info().project.use.viewport,
    });
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await expect(page.getByText(jobs[0].title)).toBeVisible();
    else await expect(page.getByLabel('First Name')).toBeVisible();
    const top = await page.locator('body > footer').evaluate((footer) => footer.getBoundingClientRect().top);
    await context.close();
    return top;
  };
  // Without JavaScript the page is what the browser paints first; the form then takes its place.
  expect(Math.abs((await footerTop(true)) - (await footerTop(false)))).toBeLessThan(1);
});

test('an unknown or unpublished job says so and links back to the openings', async ({ page }) => {
  await page.goto(routes.apply(999999));
  await expect(page.getByRole('heading', { name: 'This opening is not available' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await page.getByRole('link', { name: 'See current openings' }).click();
  await expect(page).toHaveURL(/\/careers#openings$/);

  await page.goto(routes.apply());
  await expect(
    page.getByRole('heading', { name: 'Choose an opening on the Careers page to apply for it.' }),
  ).toBeVisible();
});

test('the application form fits a 375 px screen @mobile', async ({ page }) => {
  await openForm(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // boundingBox() does not wait: null while the button is not laid out yet (seen once in a run).
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeVisible();
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
});

test('a large résumé shows how much of it has been sent @desktop', async ({ page }) => {
  await openForm(page);
  await fillValid(page, `progress-${Date.now()}@example.com`);
  // A 3 MB PDF over a link sending 1 MB/s: the upload takes a few seconds, in real progress events.
  const big = Buffer.concat([minimalPdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await resumeInput(page).setInputFiles({ name: 'Long CV.pdf', mimeType: 'application/pdf', buffer: big });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const progress = page.getByRole('progressbar', { name: 'Sending your application' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Success!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress).toHaveCount(0);
});

test('the résumé zone asks a phone to choose a file, and a desktop to drag one or choose it', async ({
  page,
  isMobile,
}) => {
  await openForm(page);
  const zone = page.getByRole('button', { name: 'Resume' });
  // What is seen: the other wording is in the page, hidden (a media query, no JavaScript).
  const touch = zone.getByText('Choose a file', { exact: true });
  const drag = zone.getByText('Drag and drop your résumé here, or choose a file');
  if (isMobile) {
    await expect(touch).toBeVisible();
    await expect(drag).toBeHidden();
  } else {
    await expect(drag).toBeVisible();
    await expect(touch).toBeHidden();
  }
});
