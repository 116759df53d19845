/**
 * Hostile text shows as text. What a visitor types reaches staff (the enquiry cards, the
 * applications table); what staff type reaches every visitor (news, products). Markup and script
 * in any of it must be shown literally and never run, on the public pages and in the admin.
 * (The blog's title, teaser and Markdown article have their own test in admin-blogs.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { clearFormLimits, uniqueWord } from './support/operations';

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '"><svg onload="window.__xss = 1">',
  "'; window.__xss = 1; '",
];
const HOSTILE = PAYLOADS.join(' ');

/** Nothing ran and nothing was injected: no alert, no flag, no element from the payloads. */
async function expectInert(page: Page, dialogs: string[]) {
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], img[onerror], svg[onload]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('a visitor’s enquiry with markup in every free-text field is shown to staff as text @desktop', async ({
  page,
}, testInfo) => {
  await clearFormLimits();
  const word = uniqueWord(testInfo.project.name);
  const response = await page.request.post('/api/v1/enquiries', {
    data: {
      name: `Hans ${word}`,
      email: `${word.toLowerCase()}@example.com`,
      company: `${word} ${PAYLOADS[1]}`,
      service: 'Exporting',
      message: `Quote please. ${HOSTILE}`,
    },
  });
  expect(response.status()).toBe(201);

  const dialogs = watchDialogs(page);
  await openAdminAs(page, routes.admin.enquiry);
  // The only enquiry the search finds opens under its row.
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  const card = page.getByTestId('enquiry-row').filter({ hasText: word });
  await expect(card.getByTestId('enquiry-card')).toBeVisible();
  await expect(card).toContainText(`${word} ${PAYLOADS[1]}`);
  await expect(card).toContainText(HOSTILE);
  await expectInert(page, dialogs);
});

test('markup stored in a news item, a product and an application is text on the public pages and in the admin @desktop', async ({
  page,
}, testInfo) => {
  const word = uniqueWord(testInfo.project.name);
  const ids = await withE2eDb(async (db) => {
    const news = await db.query(
      `INSERT INTO news (title, caption, body, date, image)
       VALUES ($1, $2, $3, current_date, '{"src": "/artwork/news/1.svg", "alt": "<b>x</b>"}') RETURNING id`,
      [`${word} ${PAYLOADS[0]}`, PAYLOADS[1], `First paragraph.\n\n${HOSTILE}`],
    );
    const product = await db.query(
      `INSERT INTO products (category_id, name, details, description1, description2, image, images)
       SELECT id, $1, $2, $3, $3, '{"src": "/artwork/products/1.svg", "alt": ""}', '[]'
       FROM product_categories ORDER BY position, id LIMIT 1 RETURNING id`,
      [`${word} ${PAYLOADS[2]}`, PAYLOADS[3], HOSTILE],
    );
    await db.query(
      `INSERT INTO applications (job_id, position, first_name, last_name, email, phone_number, dob,
                                 qualification, resume_file_id, consent)
       SELECT job_id, $1, $2, $3, email, phone_number, dob, $4, resume_file_id, consent
       FROM applications ORDER BY id LIMIT 1`,
      [`${word} ${PAYLOADS[1]}`, PAYLOADS[0], word, HOSTILE],
    );
    return { news: news.rows[0].id as number, product: product.rows[0].id as number };
  });
  try {
    const dialogs = watchDialogs(page);
    // New ids: each page is rendered on its first request, from these rows.
    await page.goto(routes.newsItem(ids.news));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} ${PAYLOADS[0]}`);
    await expect(page.getByRole('main')).toContainText(HOSTILE);
    await expectInert(page, dialogs);

    await page.goto(routes.product(ids.product));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} ${PAYLOADS[2]}`);
    await expect(page.getByRole('main')).toContainText(HOSTILE);
    await expectInert(page, dialogs);

    await openAdminAs(page, routes.adminCareer('applications'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    const row = page.getByTestId('application-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${PAYLOADS[0]} ${word}`);
    await expect(row).toContainText(`${word} ${PAYLOADS[1]}`);
    await expectInert(page, dialogs);
  } finally {
    await withE2eDb(async (db) => {
      await db.query('DELETE FROM news WHERE id = $1', [ids.news]);
      await db.query('DELETE FROM products WHERE id = $1', [ids.product]);
      await db.query('DELETE FROM applications WHERE last_name = $1', [word]);
    });
  }
});
