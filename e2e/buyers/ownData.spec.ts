import { expect, test } from '@playwright/test';
import { buyerText as buyerEn } from '@/features/buyers/pageText';
import { buyerText as buyerAr } from '@/features/buyers/pageText.ar';
import { routesFor } from '../../lib/routing/routes';
import { plainTextOf } from '../../test/smtp';
import { expectNoAxeViolations } from '../support/axe';
import { withE2eDb } from '../support/db';
import { readLayoutProblems } from '../support/layout';
import { clearFormLimits, downloadOf, mailTo, uniqueWord } from '../support/operations';

/**
 * A buyer's own data from My requests (#48), in English and Arabic at both widths: signed in from
 * the mailed link, they download a ZIP of it, ask to delete it, confirm from the link mailed to
 * them, and are told it is gone; their request keeps its reference without their name or address,
 * and their page asks them to sign in again. axe and the layout gate's reading on both pages.
 */
test.beforeEach(clearFormLimits);

const TEXT = { en: buyerEn, ar: buyerAr } as const;

for (const locale of ['en', 'ar'] as const) {
  test(`a buyer downloads their data, then deletes it from a mailed link (${locale})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const t = TEXT[locale];
    const paths = routesFor(locale);
    const word = uniqueWord(`${testInfo.project.name}-${locale}`);
    // An address of a usual length: a longer one than the status line breaks inside, as it should, rather than widen the page.
    const email = `${word.toLowerCase()}@gf.example`;
    const headers = { origin: baseURL!, 'accept-language': locale };

    const sent = await page.request.post('/api/v1/quote-requests', {
      headers,
      data: {
        kind: 'quote',
        lines: [{ productId: 7, quantity: 2, unit: 'MT' }],
        company: 'Gulf Flavours',
        name: `Layla ${word}`,
        email,
        country: 'AE',
        incoterm: 'EXW',
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = await sent.json();
    expect(
      (await page.request.post('/api/v1/buyer/sign-in-link', { headers, data: { email } })).status(),
    ).toBe(202);
    const signIn = new URL(
      /https?:\/\/\S+\/account\/sign-in\?token=[\w-]+/.exec(
        plainTextOf(await mailTo(email, 'account/sign-in?token=')),
      )![0],
    );
    await page.goto(`${signIn.pathname}${signIn.search}`);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page).toHaveURL(paths.account());

    const yours = page.getByRole('region', { name: t.yourData.title });
    await expect(yours).toContainText(t.yourData.intro);
    const zip = await downloadOf(page, () => yours.getByRole('link', { name: t.yourData.download }).click());
    expect(zip.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await yours.getByRole('button', { name: t.yourData.delete }).click();
    await expect(yours.getByRole('status')).toHaveText(t.yourData.deleteSent.replace('{email}', email));
    await expect(yours.getByRole('button', { name: t.yourData.delete })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(readLayoutProblems)).toEqual([]);

    const confirm = new URL(
      /https?:\/\/\S+\/account\/delete\?token=[\w-]+/.exec(
        plainTextOf(await mailTo(email, 'account/delete?token=')),
      )![0],
    );
    expect(confirm.pathname).toBe(paths.accountDelete('x').split('?')[0]);
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t.erasure.title })).toBeVisible();
    await expect(page.getByText(t.erasure.text)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(readLayoutProblems)).toEqual([]);
    await page.getByRole('button', { name: t.erasure.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.erasure.done);

    const [kept] = await withE2eDb(
      async (db) =>
        (
          await db.query('SELECT name, email, company, country FROM enquiries WHERE reference = $1', [
            reference,
          ])
        ).rows,
    );
    expect(kept).toEqual({ name: 'Erased on request', email: '', company: '', country: 'AE' });
    await page.goto(paths.account());
    await expect(page).toHaveURL(paths.accountSignIn());
    // The link worked once.
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await page.getByRole('button', { name: t.erasure.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.erasure.linkUsed);
  });
}
