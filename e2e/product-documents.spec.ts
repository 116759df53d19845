import { expect, test, type Page } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import type { ProductTagDto } from '@/features/products/dto';
import { endpoints } from '../lib/api/contract';
import { documentLinkPath } from '@/features/documents/links';
import { pdfOfSize, minimalPdf } from '../test/documents';
import { plainTextOf } from '../test/smtp';
import { dismissToasts, openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { e2eDataDir, withE2eDb } from './support/db';
import { uniqueName } from './support/images';
import { ownProduct } from './support/products';
import { clearFormLimits, downloadOf, mailTo, uniqueWord } from './support/operations';
import { expectOnPublicPage } from './support/public';

/**
 * A product's documents, end to end on the built site: staff add one in the admin and the product
 * page lists it at once and downloads it as a PDF; a buyer asks for one sent on request, the
 * mailed link downloads it, and an old or changed link says so in the buyer's language; a
 * certification's certificate is linked from the product page. The page and the request dialog
 * pass axe at both widths.
 */

const MB = 1024 * 1024;

const documentsSection = (page: Page) => page.getByRole('region', { name: /^(Documents|المستندات)$/ });

test('staff add a document in the admin; the product page lists it at once and it downloads as a PDF', async ({
  page,
}, testInfo) => {
  test.slow();
  const name = uniqueName('Moringa Leaf Extract', testInfo.project.name);
  await openAdminAs(page, routes.admin.products);
  const { category, product, tearDown } = await ownProduct(page, name);
  try {
    await page.goto(routes.adminCategory('products', category.id));
    await page
      .getByTestId('product-row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Documents: ${name}` })
      .click();
    const documents = page.getByRole('dialog', { name: `Documents: ${name}` });
    await expect(documents.getByText('No documents yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');

    await documents.getByRole('button', { name: 'Add document' }).click();
    const add = page.getByRole('dialog', { name: 'Add Document' });
    await add.getByLabel('Kind of document').selectOption({ label: 'Technical data sheet' });
    await add.getByLabel('Language').selectOption({ label: 'English' });
    await add.getByLabel('Issue date').fill('2026-02-01');
    await add.getByLabel('Who gets it').selectOption('public');
    await add.locator('input[type="file"][name="file"]').setInputFiles({
      name: 'moringa-tds.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Moringa TDS'),
    });
    await expect(add.getByText('moringa-tds.pdf')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Document added. It is on the product page now.')).toBeVisible();
    await dismissToasts(page);
    const row = documents.getByTestId('document-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Technical data sheet (English)');
    await expect(row).toContainText('moringa-tds.pdf');
    await expect(row).toContainText('Public');

    // The product page lists it at once (re-rendered on its next request) and downloads it.
    await expectOnPublicPage(page, routes.product(product.id), async () => {
      await expect(documentsSection(page).getByTestId('product-document')).toHaveCount(1);
    });
    const item = documentsSection(page).getByTestId('product-document');
    await expect(item).toContainText('Technical data sheet');
    await expect(item).toContainText('English');
    await expect(item).toContainText('PDF, ');
    await expect(item).toContainText('Issued February 1, 2026');
    const link = item.getByRole('link', { name: 'Download Technical data sheet (English)' });
    const file = await downloadOf(page, () => link.click());
    expect(file.name).toBe(`${name} - TDS (EN) 2026-02-01.pdf`);
    expect(file.bytes.equals(minimalPdf('Moringa TDS'))).toBe(true);
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);
  } finally {
    await tearDown();
  }
});

test('the built server takes a 10 MB PDF and refuses an 11 MB one with a clear message @desktop', async ({
  page,
}) => {
  test.slow();
  await openAdminAs(page, routes.admin.products);
  const { product, tearDown } = await ownProduct(page, uniqueName('Large Sheet Extract', 'desktop'));
  const post = (size: number) =>
    page.request.post(apiUrl(endpoints.productDocuments(product.id).path), {
      multipart: {
        type: 'sds',
        language: 'en',
        revisionDate: '2026-01-01',
        access: 'request',
        file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(size) },
      },
    });
  try {
    const largest = await post(10 * MB);
    expect(largest.status()).toBe(201);
    expect((await largest.json()).file.size).toBe(10 * MB);
    const eleven = await post(11 * MB);
    expect(eleven.status()).toBe(413);
    expect(await eleven.json()).toMatchObject({
      message: 'The PDF must be 10 MB or smaller.',
      fields: { file: 'The PDF must be 10 MB or smaller.' },
    });
  } finally {
    await tearDown();
  }
});

test('a buyer asks for a document sent on request; the mailed link downloads it, staff see who asked', async ({
  page,
}, testInfo) => {
  test.slow();
  await clearFormLimits();
  const word = uniqueWord(testInfo.project.name);
  const email = `${word.toLowerCase()}@buyer.example`;
  // The seeded Sesbania Extract has its safety data sheet on request (lib/db/seedDocuments.ts).
  await page.goto(routes.product(1));
  const item = documentsSection(page)
    .getByTestId('product-document')
    .filter({ hasText: 'Safety data sheet' });
  await expect(item).toContainText('On request');
  await expect(item.getByRole('link')).toHaveCount(0);
  await item.getByRole('button', { name: 'Request Safety data sheet (English)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request the Safety data sheet (English)' });
  await expect(dialog.getByText('The link works for 7 days.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  // The three fields are required: their messages, and nothing sent.
  await dialog.getByRole('button', { name: 'Email me the link' }).click();
  await expect(dialog.getByText('Please enter your company')).toBeVisible();
  await dialog.getByLabel('Name').fill(`Layla ${word}`);
  await dialog.getByLabel('Company').fill('Gulf Flavours FZE');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Email me the link' }).click();
  // Focus moves to Close, described by the message (so it is read out).
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  await expect(close).toBeFocused();
  await expect(close).toHaveAccessibleDescription(
    `Thank you! We have sent the link to ${email}. It works for 7 days.`,
  );
  await expectNoAxeViolations(page);
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('button', { name: /^Request/ })).toBeFocused();

  // The mail's link downloads the PDF, for the buyer alone.
  const mail = plainTextOf(await mailTo(email, 'Sesbania Extract'));
  expect(mail).toContain('Safety data sheet (English)');
  const href = /https?:\/\/\S+\/api\/v1\/documents\/\d+\?\S+/.exec(mail)![0];
  const link = new URL(href);
  const response = await page.request.get(`${link.pathname}${link.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Stored as a document request; the Enquiry screen says who asked and for what.
  const stored = await withE2eDb((db) =>
    db.query('SELECT kind, company, document_id FROM enquiries WHERE email = $1', [email]),
  );
  expect(stored.rows).toEqual([
    { kind: 'document', company: 'Gulf Flavours FZE', document_id: expect.any(Number) },
  ]);
  await openAdminAs(page, routes.admin.enquiry);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  const request = page.getByTestId('enquiry-row').filter({ hasText: email });
  await expect(request.getByRole('heading', { name: 'Gulf Flavours FZE' })).toBeVisible();
  await expect(request).toContainText('Safety data sheet (English) · Sesbania Extract');
});

test('an expired or changed link says so on a page in the buyer’s language', async ({ page }) => {
  const [{ id }] = (
    await withE2eDb((db) =>
      db.query(
        "SELECT id FROM product_documents WHERE product_id = 1 AND type = 'sds' AND access = 'request'",
      ),
    )
  ).rows;
  // Signed with the test server's own secret (in its data folder), as if mailed 8 days ago.
  process.env.DATA_DIR = e2eDataDir();
  const old = documentLinkPath(id, 'ar', new Date(Date.now() - 8 * 86_400_000));
  const expired = await page.goto(old.path);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'انتهت صلاحية هذا الرابط' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'الانتقال إلى صفحة المنتج' }).click();
  await expect(page).toHaveURL(routesFor('ar').product(1));

  const fresh = documentLinkPath(id, 'en');
  const changed = await page.goto(fresh.path.replace(/signature=[^&]+/, 'signature=forged'));
  expect(changed?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

test('a certification’s certificate, put on it under Lists, is linked from the product page', async ({
  page,
}, testInfo) => {
  test.slow();
  const certification = uniqueName('FSSC 22000', testInfo.project.name);
  await openAdminAs(page, routes.admin.products);
  const created = await page.request.post(apiUrl(endpoints.productList('certifications').path), {
    data: { name: certification },
  });
  const option: ProductTagDto = await created.json();
  const { product, tearDown } = await ownProduct(page, uniqueName('Neem Extract', testInfo.project.name), {
    certificationIds: String(option.id),
  });
  try {
    await page.goto(routes.adminProductLists('certifications'));
    const row = page.getByTestId('list-option-row').filter({ hasText: certification });
    await expect(row).toContainText('No certificate');
    await row.getByRole('button', { name: `Certificate: ${certification}` }).click();
    const dialog = page.getByRole('dialog', { name: `Certificate: ${certification}` });
    await dialog
      .locator('input[type="file"][name="file"]')
      .setInputFiles({ name: 'fssc.pdf', mimeType: 'application/pdf', buffer: minimalPdf('FSSC 22000') });
    // axe reads colours mid-transition: wait until Save has its enabled colour.
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeEnabled();
    await expect(save).toHaveCSS('background-color', 'rgb(20, 92, 91)');
    await expectNoAxeViolations(page, 'dialog');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Certificate: fssc.pdf');

    await expectOnPublicPage(page, routes.product(product.id), async () => {
      await expect(page.getByRole('link', { name: `${certification} (certificate, PDF)` })).toBeVisible();
    });
    const file = await downloadOf(page, () =>
      page.getByRole('link', { name: `${certification} (certificate, PDF)` }).click(),
    );
    expect(file.bytes.equals(minimalPdf('FSSC 22000'))).toBe(true);
  } finally {
    await tearDown();
    await page.request.delete(apiUrl(endpoints.productListItem('certifications', option.id).path));
  }
});

test('the product page with its documents passes axe in Arabic too', async ({ page }) => {
  await page.goto(routesFor('ar').product(1));
  await expect(documentsSection(page).getByTestId('product-document')).toHaveCount(2);
  await expect(documentsSection(page)).toContainText('النشرة الفنية');
  await expectNoAxeViolations(page);
  await documentsSection(page)
    .getByRole('button', { name: /^اطلبه/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^طلب صحيفة بيانات السلامة/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
