/**
 * Buyers come back (issue #34), end to end on the built site, at 375 and 1280 px and in both
 * languages: a buyer sends a two-line sample request, signs in from the mailed link, sees it
 * received; staff mark it shipped with a DHL tracking number; the buyer sees the tracking link,
 * writes back and finds the CoA of lot KL-2411-07 (seeded for product 1); staff see the message. axe on every new screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { buyerText as buyerEn } from '@/features/buyers/pageText';
import { buyerText as buyerAr } from '@/features/buyers/pageText.ar';
import { productDocumentsText as documentsEn } from '@/features/documents/pageText';
import { productDocumentsText as documentsAr } from '@/features/documents/pageText.ar';
import { quoteText as quoteEn } from '@/features/enquiries/quoteText';
import { quoteText as quoteAr } from '@/features/enquiries/quoteText.ar';
import { routes, routesFor } from '../lib/routing/routes';
import { plainTextOf } from '../test/smtp';
import { dismissToasts, openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { clearFormLimits, mailTo, uniqueWord } from './support/operations';

test.beforeEach(clearFormLimits);

const documentsText = { en: documentsEn, ar: documentsAr };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LANGUAGES = {
  en: { buyer: buyerEn, quote: quoteEn, country: 'DE', address: 'Hafenstraße 1, 20457 Hamburg' },
  ar: { buyer: buyerAr, quote: quoteAr, country: 'SA', address: 'طريق الملك فهد، الرياض 12211' },
} as const;

/** Adds product `id` to the quote list from its page; returns its name as the page shows it. */
async function addToQuote(page: Page, locale: 'en' | 'ar', id: number): Promise<string> {
  await page.goto(routesFor(locale).product(id));
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: LANGUAGES[locale].quote.add }).click();
  await expect(page.getByRole('link', { name: LANGUAGES[locale].quote.added })).toBeVisible();
  return name;
}

for (const locale of ['en', 'ar'] as const) {
  test(`a buyer follows a sample request from the mailed link to its DHL tracking page (${locale})`, async ({
    page,
  }, testInfo) => {
    test.slow(); // a request, a sign-in by mail, the admin, then the buyer's page again
    const { buyer: t, quote: q, country, address } = LANGUAGES[locale];
    const paths = routesFor(locale);
    const email = `${uniqueWord(`${testInfo.project.name}-${locale}`).toLowerCase()}@example.com`;

    // A two-line sample request.
    const first = await addToQuote(page, locale, 3);
    const second = await addToQuote(page, locale, 5);
    await page.goto(`${paths.quote()}?kind=sample`);
    const form = page.getByRole('form', { name: q.heading });
    for (const [name, size] of [
      [first, '250'],
      [second, '100'],
    ]) {
      const line = form.getByRole('list', { name: q.listLabel }).getByRole('group', { name });
      await line.getByLabel(q.sampleSize).fill(size);
    }
    await form.getByLabel(q.country).selectOption(country);
    await form.getByLabel(q.shippingAddress).fill(address);
    await form.getByLabel(q.company).fill('Rheinfeld Aromen');
    await form.getByLabel(new RegExp(`^${q.name}`)).fill('Hans Becker');
    await form.getByRole('textbox', { name: new RegExp(`^${q.email}( \\*)?$`) }).fill(email);
    await page.getByRole('button', { name: q.submit.sample }).click();
    const reference = await page.getByTestId('quote-reference').innerText();
    expect(reference).toMatch(/^KL-S-\d{4}-\d{5}$/);

    // Signs in with a link mailed to the address the request came from.
    await page.getByRole('link', { name: q.follow }).click();
    await expect(page).toHaveURL(paths.accountSignIn());
    await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(t.signIn.email).fill(email);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    const mail = plainTextOf(await mailTo(email, 'account/sign-in?token='));
    const link = new URL(/https?:\/\/\S+\/account\/sign-in\?token=[\w-]+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t.confirm.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page).toHaveURL(paths.account());

    const card = page.getByTestId('buyer-request').filter({ hasText: reference });
    await expect(card.getByRole('heading', { name: reference })).toBeVisible();
    await expect(card.getByText(t.account.statuses.new, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(first)).toBeVisible();
    await expect(card.getByText(second)).toBeVisible();
    await expectNoAxeViolations(page);
    // The link is used: opening it again asks for a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page.getByText(t.confirm.linkUsed)).toBeVisible();

    // Staff mark it shipped with a DHL tracking number.
    const tracking = `JD0146${Date.now().toString().slice(-8)}`;
    await openAdminAs(page, routes.admin.enquiry);
    await page.getByRole('search', { name: 'Filter the enquiries' }).getByRole('searchbox').fill(reference);
    const staffCard = page.getByTestId('enquiry-card');
    await expect(staffCard).toHaveCount(1);
    const status = staffCard.getByRole('form', { name: `Status of ${reference}` });
    await status.getByLabel('Status').selectOption('shipped');
    await status.getByLabel('Carrier').selectOption('dhl');
    await status.getByLabel('Tracking number').fill(tracking);
    await status.getByLabel('Reply to the buyer').fill('Your samples left Jebel Ali today.');
    await status.getByRole('button', { name: 'Save and notify' }).click();
    await expect(page.getByText(`${reference} is now Sample shipped.`)).toBeVisible();
    const staffTimeline = staffCard.getByRole('list', { name: `Timeline of ${reference}` });
    await expect(staffTimeline.getByRole('listitem')).toHaveCount(2);
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    // The buyer sees the step, the carrier's tracking page, and writes back.
    await page.goto(paths.account());
    const timeline = card.getByRole('list', { name: `${t.account.timeline}: ${reference}` });
    await expect(timeline.getByText(t.account.statuses.shipped)).toBeVisible();
    await expect(timeline.getByText('Your samples left Jebel Ali today.')).toBeVisible();
    const track = timeline.getByRole('link', {
      name: new RegExp(t.account.track.replace('{carrier}', 'DHL')),
    });
    await expect(track).toHaveAttribute('href', new RegExp(`dhl\\.com/.*tracking-id=${tracking}$`));
    await expect(track).toHaveAttribute('target', '_blank');
    await card.getByText(t.account.messageToggle).click();
    await card
      .getByLabel(t.account.message)
      .fill('Thank you. Please send the CoA of lot KL-2411-07 as well.');
    await card.getByRole('button', { name: t.account.sendMessage }).click();
    await expect(card.getByRole('status').filter({ hasText: t.account.messageSent })).toBeVisible();
    await expect(timeline.getByText('Please send the CoA of lot KL-2411-07 as well.')).toBeVisible();
    await expectNoAxeViolations(page);
    // The certificate of analysis of the lot on their drum, found from their page.
    const lookup = page.getByRole('region', { name: documentsText[locale].lotLookup.heading });
    await lookup.getByLabel(documentsText[locale].lotLookup.label).fill('kl-2411-07');
    await lookup.getByRole('button', { name: documentsText[locale].lotLookup.submit }).click();
    const download = lookup.getByRole('link', {
      name: new RegExp(`^${escaped(documentsText[locale].lotLookup.download)}`),
    });
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);
    // Request again: the products go back in the list, and the form starts with the buyer's details.
    await card.getByRole('button', { name: t.account.requestAgain }).click();
    await page.goto(paths.quote());
    const again = page.getByRole('form', { name: q.heading });
    await expect(again.getByLabel(q.company)).toHaveValue('Rheinfeld Aromen');
    await expect(again.getByLabel(new RegExp(`^${q.name}`))).toHaveValue('Hans Becker');
    await expect(again.getByRole('textbox', { name: new RegExp(`^${q.email}( \\*)?$`) })).toHaveValue(email);
    await expect(again.getByLabel(q.country)).toHaveValue(country);
    await page.goto(paths.account());
    // The page is the buyer's alone: no cache may keep it.
    const answer = await page.request.get(paths.account(), { maxRedirects: 0 });
    expect(answer.headers()['cache-control']).toMatch(/private/);
    expect(answer.headers()['cache-control']).toMatch(/no-store/);

    // Staff see the message on the request at once.
    await page.goto(routes.admin.enquiry);
    await page.getByRole('search', { name: 'Filter the enquiries' }).getByRole('searchbox').fill(reference);
    await expect(
      staffCard.getByRole('list', { name: `Timeline of ${reference}` }).getByText(/lot KL-2411-07 as well/),
    ).toBeVisible();
  });
}

test('the buyer page asks for sign-in without a session, and answers an unknown address the same', async ({
  page,
}) => {
  await page.goto(routes.account());
  await expect(page).toHaveURL(routes.accountSignIn());
  await page.getByLabel(buyerEn.signIn.email).fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: buyerEn.signIn.submit }).click();
  await expect(
    page.getByText(buyerEn.signIn.sent.replace('{email}', 'nobody-at-all@example.com')),
  ).toBeVisible();
  await page.goto(routesFor('ar').account());
  await expect(page).toHaveURL(routesFor('ar').accountSignIn());
  await expect(page.getByRole('heading', { level: 1, name: buyerAr.signIn.title })).toBeVisible();
  await expectNoAxeViolations(page);
});
