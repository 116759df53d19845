import { expect, test } from '@playwright/test';
import { routes } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { clearFormLimits, downloadOf, uniqueWord } from './support/operations';
import { formatAdminDate } from '../lib/text/dates';
import { readLayoutProblems } from './support/layout';

test.beforeEach(clearFormLimits);

test("a visitor's enquiry appears in the admin; read/unread moves the sidebar's count, the CSV holds it, the reply is mailed and on its timeline", async ({
  page,
}, testInfo) => {
  const word = uniqueWord(testInfo.project.name).toLowerCase();
  const email = `${word}@example.com`;
  const company = `شركة الواحة, "Oasis" ${word}`;

  await page.goto(routes.contact());
  await page.getByPlaceholder('Your Name').fill('Hans Becker');
  await page.getByPlaceholder('Your Email').fill(email);
  await page.getByLabel('Company (optional)').fill(company);
  await page.getByLabel('Service').selectOption('Green Spice Extracts');
  await page
    .getByPlaceholder('Your Message')
    .fill('Please quote 200 kg of black pepper oleoresin.\nCIF Hamburg.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeVisible();

  await openAdminAs(page, routes.admin.enquiry);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const badge = page.getByTestId('unread-enquiries');
  await expect(badge).toHaveText(/^\d+ unread$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(word.toUpperCase());
  const row = page.getByTestId('enquiry-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  const today = formatAdminDate(new Date().toISOString());
  await expect(row.getByText(today, { exact: true })).toBeVisible();
  await expect(row.getByText(/^Waiting under 1 h$/)).toBeVisible();
  // The only one the search found is opened, to act on.
  const card = page.getByTestId('enquiry-card');
  await expect(row.getByRole('button', { name: company, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (const text of [
    'From:',
    'Hans Becker',
    'Email:',
    email,
    'Service:',
    'Green Spice Extracts',
    'Details:',
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(
    card.getByText(/Please quote 200 kg of black pepper oleoresin\.\s+CIF Hamburg\./),
  ).toBeVisible();
  // One way to reply, recorded: no link that opens a mail program instead.
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(0);

  // Marking it read updates the sidebar's badge at once, with the server's new count.
  const counted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/admin/overview') && r.request().method() === 'GET',
  );
  await card.getByRole('button', { name: `Mark as read: ${company}` }).click();
  const { unreadEnquiries } = await (await counted).json();
  await expect(badge).toHaveText(`${unreadEnquiries} unread`);
  await expect(row.getByText('New', { exact: true })).toHaveCount(0);
  const readAt = await withE2eDb(async (client) => {
    const { rows } = await client.query('SELECT read_at FROM enquiries WHERE email = $1', [email]);
    return rows[0].read_at;
  });
  expect(readAt).not.toBeNull();

  const recounted = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/overview'));
  await card.getByRole('button', { name: `Mark as unread: ${company}` }).click();
  const after = (await (await recounted).json()).unreadEnquiries;
  await expect(badge).toHaveText(`${after} unread`);
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  // The CSV follows the search; Arabic, commas and quotes survive.
  const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.subarray(3).toString('utf8');
  expect(
    text.startsWith(
      'Received (UTC),Kind,Reference,Name,Company,Email,Phone,Service,Destination,Incoterm,Delivery month,Ship samples to,Product,Quantity,Unit,Packaging,Document,Details,Request status,Status note,Status,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page\r\n',
    ),
  ).toBe(true);
  expect(text).toContain(
    `,Enquiry,,Hans Becker,"شركة الواحة, ""Oasis"" ${word}",${email},,Green Spice Extracts,,,,,,,,,,"Please quote 200 kg of black pepper oleoresin.\nCIF Hamburg.",,,Unread,English,,,,,,,,/contact\r\n`,
  );
  expect(text.trim().split('\r\n')).toHaveLength(2);

  // The reply goes through its timeline, and is mailed to the buyer.
  const answer = card.getByRole('form', { name: `Answer ${company}` });
  await expect(answer.getByLabel('Status')).toHaveCount(0); // a contact-form enquiry has none
  await answer.getByLabel('Reply to the buyer').fill('Yes: 200 kg CIF Hamburg in March.');
  await answer.getByRole('button', { name: 'Save and notify' }).click();
  await expect(page.getByText(`Saved; ${company} is mailed your reply.`)).toBeVisible();
  const timeline = card.getByRole('list', { name: `Timeline of ${company}` });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByText('Yes: 200 kg CIF Hamburg in March.')).toBeVisible();
  await expect(row.getByText(/^First answer in under 1 h$/)).toBeVisible();
  const mailed = await withE2eDb(async (client) => {
    const { rows } = await client.query('SELECT subject FROM outgoing_mail WHERE "to" = $1', [email]);
    return rows.map((r) => r.subject);
  });
  expect(mailed).toContain('Re: your enquiry about Green Spice Extracts');
});

test.describe('the enquiries list', () => {
  test.describe.configure({ mode: 'serial' });
  const marker = `pager${Date.now().toString(36)}`;
  test.beforeAll(async () => {
    // 7 enquiries, one a day, without a company: the card shows the sender's name.
    await withE2eDb(async (client) => {
      for (let i = 1; i <= 7; i++) {
        await client.query(
          `INSERT INTO enquiries (name, email, company, service, message, created_at)
           VALUES ($1, $2, '', 'Purchase', 'Moringa powder, please.', $3)`,
          [`Sender ${String.fromCharCode(64 + i)}`, `${marker}${i}@example.com`, `2025-02-0${i}T09:00:00Z`],
        );
      }
    });
  });
  test.afterAll(async () => {
    await withE2eDb((client) => client.query('DELETE FROM enquiries WHERE email LIKE $1', [`${marker}%`]));
  });

  test('5 a page, newest first; the search and the page are in the URL @desktop', async ({ page }) => {
    await openAdminAs(page, routes.admin.enquiry);
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    const rows = page.getByTestId('enquiry-row');
    const senders = rows.getByRole('heading', { level: 2 });
    await expect(rows).toHaveCount(5);
    await expect(senders).toHaveText(['Sender G', 'Sender F', 'Sender E', 'Sender D', 'Sender C']);
    await expect(rows.first().getByText('7 Feb 2025')).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}.*page=2|page=2.*q=${marker}`));
    await expect(senders).toHaveText(['Sender B', 'Sender A']);
    await page.reload();
    await expect(senders).toHaveText(['Sender B', 'Sender A']);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(marker);

    // A new search starts at page 1.
    await page.getByRole('searchbox', { name: 'Search' }).fill(`${marker}3`);
    await expect(senders).toHaveText(['Sender C']);
    await expect(page).not.toHaveURL(/page=2/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-sends-this');
    await expect(page.getByText('No enquiries match this search.')).toBeVisible();
  });

  test('one enquiry open at a time, by a click anywhere on its row or the keyboard; the status filter is in the URL', async ({
    page,
  }) => {
    await openAdminAs(page, routes.admin.enquiry);
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    const rows = page.getByTestId('enquiry-row');
    const card = page.getByTestId('enquiry-card');
    await expect(rows.getByRole('heading', { level: 2 })).toHaveText([
      'Sender G',
      'Sender F',
      'Sender E',
      'Sender D',
      'Sender C',
    ]);
    await expect(card).toHaveCount(0);

    await rows.nth(1).locator('time').scrollIntoViewIfNeeded();
    const date = await rows.nth(1).locator('time').boundingBox();
    await page.mouse.click(date!.x + date!.width / 2, date!.y + date!.height / 2);
    await expect(rows.nth(1).getByRole('button', { name: 'Sender F', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`${marker}6@example.com`)).toBeVisible();
    // Opened, on a phone as on a desktop: nothing squeezed, cut off or past the edge.
    expect(await page.evaluate(readLayoutProblems)).toEqual([]);

    // Opening another closes it; Enter on a row's button opens and closes.
    await rows.nth(3).getByRole('button', { name: 'Sender D', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`${marker}4@example.com`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);

    const filters = page.getByRole('search', { name: 'Filter the enquiries' });
    await filters.getByLabel('Status').selectOption({ label: 'Waiting for an answer' });
    await expect(page).toHaveURL(/status=waiting/);
    await expect(rows).toHaveCount(5);
    await filters.getByLabel('Status').selectOption({ label: 'Quoted' });
    await expect(page.getByText('No enquiries match this search.')).toBeVisible();
  });
});
