import { expect, test } from '@playwright/test';
import { textFor } from '../content/text';
import { LOCALE_COOKIE } from '../lib/i18n/locales';
import { routes, routesFor, STATIC_PUBLIC_PAGES, inLocale } from '../lib/routing/routes';
import { minimalPdf } from '../test/documents';
import { activeSlideText } from './support/carousel';
import { withE2eDb } from './support/db';
import { englishIn, englishUiStrings } from './support/translations';

const ar = routesFor('ar');
const t = textFor('ar');
const ARABIC_PAGES = [
  ...STATIC_PUBLIC_PAGES.map((path) => inLocale(path, 'ar')),
  ar.product(1),
  ar.blogPost(1),
  ar.newsItem(1),
  ar.apply(1),
];

test.describe('Arabic pages', () => {
  test('are right to left in Arabic and never scroll sideways', async ({ page }) => {
    for (const path of ARABIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test('show no English UI string (text, labels, placeholders, alt texts) @desktop', async ({ page }) => {
    const strings = englishUiStrings();
    expect(strings.length).toBeGreaterThan(200);
    for (const path of [...ARABIC_PAGES, '/ar/no-such-page']) {
      await page.goto(path);
      const shown = await page.evaluate(() => {
        const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].map(
          (el) =>
            ['aria-label', 'placeholder', 'alt', 'title']
              .map((name) => el.getAttribute(name) ?? '')
              .join('\n'),
        );
        return [document.body.innerText, ...attributes].join('\n');
      });
      expect(englishIn(shown, strings), path).toEqual([]);
    }
  });

  test('draw Arabic letters in IBM Plex Sans Arabic and Latin ones in the English faces @desktop', async ({
    page,
  }) => {
    await page.goto(ar.product(1));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const facesOf = async (selector: string) => {
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    };
    // The heading mixes both: "مستخلص السيسبانيا (Sesbania)".
    // Its Arabic letters in Plex (the brackets, which Plex lacks, in Playfair), its Latin name in
    // Playfair; never a system face.
    const arabic = await facesOf('main h1');
    expect(
      arabic.some((face) => face.startsWith('IBM Plex Sans Arabic')),
      arabic.join(),
    ).toBe(true);
    const faces = [...arabic, ...(await facesOf('main h1 bdi'))];
    expect(
      faces.every((face) => /^(IBM Plex Sans Arabic|Playfair Display)/.test(face)),
      faces.join(),
    ).toBe(true);
  });

  test('the same page opens in English under the unprefixed path, with hreflang alternates', async ({
    request,
  }) => {
    const html = await (await request.get(ar.about())).text();
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/about"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]*\/ar\/about"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/about"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/about"/);
    const english = await request.get('/en/about', { maxRedirects: 0 });
    expect(english.status()).toBe(308);
    expect(english.headers().location).toMatch(/\/about$/);
  });

  test('other letter cases redirect to the Arabic path', async ({ request }) => {
    const response = await request.get('/AR/ProductPage/productdetailedpage/3', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/ar\/productPage\/ProductDetailedPage\/3$/);
  });

  test('an unknown Arabic path is an Arabic 404 page', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: t.dictionary.notFound.heading })).toBeVisible();
  });
});

test.describe('the language menu', () => {
  test('goes to the same page and query in the other language and back @desktop', async ({ page }) => {
    await page.goto(routes.products('oleoresins'));
    await page.getByRole('button', { name: /^Eng/ }).click();
    await page.getByRole('menuitemradio', { name: 'Arabic' }).click();
    await expect(page).toHaveURL(ar.products('oleoresins'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const button = page.getByRole('button', { name: /^العربية/ });
    await expect(button).toBeVisible();
    await button.click();
    await page.getByRole('menuitemradio', { name: 'Eng' }).click();
    await expect(page).toHaveURL(routes.products('oleoresins'));
  });

  test('the mobile menu offers both languages and keeps the job of the form @mobile', async ({ page }) => {
    await page.goto(routes.apply(1));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(ar.apply(1));
    await page.getByRole('button', { name: t.dictionary.nav.openMenu }).click();
    const english = page.getByRole('dialog').getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('hreflang', 'en');
    await english.click();
    await expect(page).toHaveURL(routes.apply(1));
  });

  test('the choice is remembered for the home page, never forced on a deep link @desktop', async ({
    page,
    context,
  }) => {
    await page.goto(routes.about());
    await page.getByRole('button', { name: /^Eng/ }).click();
    await page.getByRole('menuitemradio', { name: 'Arabic' }).click();
    await expect(page).toHaveURL(ar.about());
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('ar');

    await page.goto(routes.home());
    await expect(page).toHaveURL(ar.home());
    await page.goto(routes.contact());
    await expect(page).toHaveURL(routes.contact());
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto(ar.home());
    await page.getByRole('button', { name: /^العربية/ }).click();
    await page.getByRole('menuitemradio', { name: 'Eng' }).click();
    await expect(page).toHaveURL(routes.home());
    await page.goto(routes.home());
    await expect(page).toHaveURL(routes.home());
  });
});

test.describe('Arabic carousels', () => {
  test('run right to left: the next slide is to the left, and ArrowLeft moves forward @desktop', async ({
    page,
  }) => {
    await page.goto(ar.home());
    const slider = page.getByRole('region', { name: t.homeSections.testimonials.carouselLabel, exact: true });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await slider.getByRole('button', { name: t.dictionary.carousel.pause }).click();
    const slides = slider.getByRole('group');
    const first = await slides.nth(0).boundingBox();
    const second = await slides.nth(1).boundingBox();
    expect(second!.x).toBeLessThan(first!.x);
    const before = await activeSlideText(slider);
    await slider.getByRole('button', { name: /1/ }).first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeSlideText(slider)).not.toBe(before);
  });
});

test.describe('Arabic forms', () => {
  test.beforeEach(async () => {
    await withE2eDb((client) =>
      client.query("DELETE FROM rate_limits WHERE key LIKE 'enquiry:%' OR key LIKE 'application:%'"),
    );
  });

  test('the contact form speaks Arabic and stores the enquiry as Arabic', async ({ page }, testInfo) => {
    const email = `ar-enquiry-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(ar.contact());
    const name = page.getByPlaceholder(t.contactText.placeholders.name);
    await name.fill('');
    await name.blur();
    await page.getByPlaceholder(t.contactText.placeholders.email).fill('بريد');
    await page.getByPlaceholder(t.contactText.placeholders.email).blur();
    await expect(page.getByText('يُرجى إدخال بريد إلكتروني صحيح')).toBeVisible();

    await name.fill('سارة المنصوري');
    await page.getByPlaceholder(t.contactText.placeholders.email).fill(email);
    await page
      .getByLabel(t.contactText.fields.service)
      .selectOption({ label: t.contactText.services.Purchase });
    await page.getByPlaceholder(t.contactText.placeholders.message).fill('نرغب في عرض سعر لزيت الهيل.');
    await page.getByRole('button', { name: t.contactText.submit }).click();
    await expect(page.getByText(t.contactText.thanks)).toBeVisible();

    const row = await withE2eDb(
      async (client) =>
        (await client.query('SELECT name, service, language FROM enquiries WHERE email = $1', [email]))
          .rows[0],
    );
    expect(row).toEqual({ name: 'سارة المنصوري', service: 'Purchase', language: 'ar' });
  });

  test('the application form takes Arabic names and Arabic-Indic digits, and answers in Arabic @desktop', async ({
    page,
  }, testInfo) => {
    const email = `ar-apply-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(ar.apply(1));
    const f = t.applyText.fields;
    await page.getByLabel(f.firstName).fill('فاطمة');
    await page.getByLabel(f.lastName).fill('الزهراني');
    await page.getByLabel(f.email).fill(email);
    const phone = page.getByLabel(f.phoneNumber);
    await phone.pressSequentially('٠٥٠٢٤١٨٧٣٦');
    await expect(phone).toHaveValue('0502418736');
    await page.getByLabel(f.dob).fill('1994-06-12');
    await page.getByLabel(f.qualification).fill('بكالوريوس كيمياء');
    await page.getByLabel(f.qualification).fill('');
    await page.getByLabel(f.qualification).blur();
    await expect(page.getByText('يُرجى إدخال المؤهل العلمي')).toBeVisible();
    await page.getByLabel(f.qualification).fill('بكالوريوس كيمياء');
    await page.locator('input[type="file"][name="resume"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await expect(page.getByText('cv.pdf')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.applyText.submit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t.applyText.success.title })).toBeVisible();
    await dialog.getByRole('button', { name: t.applyText.success.button }).click();

    const row = await withE2eDb(
      async (client) =>
        (
          await client.query('SELECT first_name, phone_number, language FROM applications WHERE email = $1', [
            email,
          ])
        ).rows[0],
    );
    expect(row).toEqual({ first_name: 'فاطمة', phone_number: '0502418736', language: 'ar' });
  });

  test('the server answers an Arabic form in Arabic', async ({ request }) => {
    const response = await request.post('/api/v1/enquiries', {
      headers: { 'Accept-Language': 'ar' },
      data: { name: '', email: 'x', service: 'Purchase', message: 'مرحبا' },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.message).toBe(t.submissionText.invalid);
    expect(body.fields.name).toBe('يُرجى إدخال اسمك');
  });
});
