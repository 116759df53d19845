import { expect, test, type Page } from '@playwright/test';
import { routesFor } from '../../lib/routing/routes';
import type { Locale } from '../../lib/i18n/locales';
import { expectNoAxeViolations } from '../support/axe';
import { readLayoutProblems } from '../support/layout';
import { clearFormLimits, downloadOf } from '../support/operations';

/**
 * The lot lookup on a product page, in English and Arabic (at both widths, as every project runs):
 * a buyer types the lot printed on their drum (in lower case, with spaces around) and downloads the
 * certificate of analysis of that lot; an unknown lot is said plainly with a way to contact us; a
 * malformed one is refused beside the field. The lookup passes axe, and its answer passes the layout
 * gate's reading (e2e/support/layout.ts).
 *
 * The CoA of lot KL-2411-07 of product 1 (Sesbania Extract) is seeded with the demo data
 * (lib/db/seedDocuments.ts). On a database without it, add it as staff would: POST
 * /api/v1/admin/products/1/documents (multipart: type=coa, language=en, revisionDate, lot=KL-2411-07,
 * access=public, file).
 */

const PRODUCT = 1;
const LOT = 'KL-2411-07';

const TEXT = {
  en: {
    heading: 'Find the certificate of analysis for your lot',
    label: 'Lot number',
    find: 'Find',
    found: `Certificate of analysis for lot ${LOT} of Sesbania Extract`,
    download: /^Download \(PDF\) Certificate of analysis \(English\)/,
    unknown: 'We have no certificate of analysis for lot KL-0000-00 on our website.',
    contact: 'Contact us about this lot',
    malformed: 'A lot number has letters, digits and dashes, like KL-2411-07',
  },
  ar: {
    heading: 'ابحث عن شهادة التحليل الخاصة بتشغيلتك',
    label: 'رقم التشغيلة',
    find: 'بحث',
    found: `شهادة التحليل للتشغيلة ${LOT} من منتج`,
    download: /^تنزيل \(PDF\) شهادة تحليل \(الإنجليزية\)/,
    unknown: 'لا توجد على موقعنا شهادة تحليل للتشغيلة KL-0000-00.',
    contact: 'تواصل معنا بشأن هذه التشغيلة',
    malformed: 'يتكوّن رقم التشغيلة من حروف وأرقام وشرطات، مثل KL-2411-07',
  },
} as const;

const lookupOf = (page: Page, locale: Locale) => page.getByRole('region', { name: TEXT[locale].heading });

test.beforeEach(async () => {
  await clearFormLimits();
});

for (const locale of ['en', 'ar'] as const) {
  const t = TEXT[locale];

  test(`a buyer finds the CoA of the lot on their drum and downloads it (${locale})`, async ({ page }) => {
    await page.goto(routesFor(locale).product(PRODUCT));
    const lookup = lookupOf(page, locale);
    await lookup.scrollIntoViewIfNeeded();
    await expect(lookup).toBeVisible();
    await expectNoAxeViolations(page, 'section[aria-labelledby^="lot-lookup-heading"]');

    await lookup.getByLabel(t.label).fill(`  ${LOT.toLowerCase()} `);
    await lookup.getByRole('button', { name: t.find }).click();
    const match = lookup.getByTestId('lot-match');
    await expect(match).toHaveCount(1);
    await expect(match).toContainText(t.found);
    // The answer is laid out whole: at 375 px it was squeezed into a one-word column beside its button.
    const problems = await page.evaluate(readLayoutProblems);
    expect(problems, problems.join('\n')).toEqual([]);
    const link = match.getByRole('link', { name: t.download });
    const file = await downloadOf(page, () => link.click());
    expect(file.name).toBe(`Sesbania Extract - COA ${LOT} (EN) 2024-11-20.pdf`);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page, 'section[aria-labelledby^="lot-lookup-heading"]');
  });

  test(`an unknown lot is said plainly, with a way to ask us (${locale})`, async ({ page }) => {
    await page.goto(routesFor(locale).product(PRODUCT));
    const lookup = lookupOf(page, locale);
    const field = lookup.getByLabel(t.label);

    // Not a lot number: refused beside the field, nothing sent.
    await field.fill('KL 24/11');
    await lookup.getByRole('button', { name: t.find }).click();
    await expect(lookup.getByText(t.malformed)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill('kl-0000-00');
    await lookup.getByRole('button', { name: t.find }).click();
    await expect(lookup.getByRole('status')).toContainText(t.unknown);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(lookup.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      routesFor(locale).contact(),
    );
    await expectNoAxeViolations(page, 'section[aria-labelledby^="lot-lookup-heading"]');
  });
}
