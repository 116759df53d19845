import { expect, test, type Page } from '@playwright/test';
import { activeSlideText, slideGap, slidesPerView } from './support/carousel';
import { takeTurns } from './support/turns';
import { routes } from '../lib/routing/routes';
import { hydrated } from './support/hydrated';

const YEARS = new Date().getFullYear() - 2019;
const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('home page content is static HTML @desktop', () => {
  test('the served HTML already holds the text of every section', async ({ request }) => {
    const response = await request.get(routes.home());
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
    for (const text of [
      'The #1 trading agency for your all needs',
      'We are committed to quality services & products',
      'Moringa Powder',
      'Certified quality, trusted affiliations',
      'Green Spice Extracts',
      'Natural Ingredients in Modern Skincare',
      'Latest News and Events',
      'Kinglife LLC Unveils New Essential Oil Collection',
      'Premier Exporter in the Realm of natural products',
      'Deira, Dubai, UAE',
      '+971 4 228 4120',
      'What is your minimum order quantity?',
      'Our minimum order is 25 kg per product',
      'Our Premium Products',
      'Frozen Fruits and Vegetables',
      'Our Story & Mission',
      `For ${YEARS} years we have built relationships`,
      'Wanjiru Kamau',
      'Need more help?',
    ]) {
      expect(html, text).toContain(text);
    }
  });
});

test.describe('hero', () => {
  test('shows the three texts and links to products', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByText('The #1 trading agency for your all needs')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We are committed to quality services & products',
    );
    await expect(
      page.getByText('We bring success to our customers through innovative fragrances, outstanding service'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Explore Our Products' }).click();
    await expect(page).toHaveURL(routes.products());
  });

  test('entrance animations last 1-1.5 s with 0.2-0.5 s delays @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const timings = await page
      .locator('#hero-heading')
      .locator('xpath=..')
      .locator(':scope > *')
      .evaluateAll((elements) =>
        elements.map((el) => {
          const style = getComputedStyle(el);
          return [parseFloat(style.animationDuration), parseFloat(style.animationDelay)];
        }),
      );
    expect(timings).toHaveLength(4);
    for (const [duration, delay] of timings) {
      expect(duration).toBeGreaterThanOrEqual(1);
      expect(duration).toBeLessThanOrEqual(1.5);
      expect(delay).toBeGreaterThanOrEqual(0.2);
      expect(delay).toBeLessThanOrEqual(0.5);
    }
  });

  test('the hero heading is painted in the first frame: its entrance moves it, never hides it', async ({
    page,
  }) => {
    await page.goto(routes.home());
    // Every animation back at its first frame, as the browser paints it before anything has run.
    await page.evaluate(() =>
      document.getAnimations().forEach((animation) => {
        animation.pause();
        animation.currentTime = 0;
      }),
    );
    await expect(page.locator('#hero-heading')).toHaveCSS('opacity', '1');
    await expect(page.locator('#hero-heading')).toBeVisible();
    // The rest of the hero too: text caught mid-fade is what a contrast audit run at load fails.
    const parts = page.locator('#hero-heading').locator('xpath=..').locator(':scope > *');
    expect(await parts.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).toEqual([
      '1',
      '1',
      '1',
      '1',
    ]);
  });

  test('shows Our Quality Standards on wide screens @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const button = page.getByRole('link', { name: 'Our Quality Standards' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/services');
  });

  test('hides Our Quality Standards on small screens @mobile', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByRole('link', { name: 'Explore Our Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Our Quality Standards' })).toBeHidden();
  });
});

test.describe('ticker and logos @desktop', () => {
  test('the ticker scrolls the seven categories and pauses on hover', async ({ page }) => {
    await page.goto(routes.home());
    const ticker = page.getByRole('region', { name: 'Our product categories' });
    await expect(ticker.getByRole('listitem')).toHaveText([
      'Herbal Extracts',
      'Fragrance Oils',
      'Spice Powders',
      'Oleoresins',
      'Ashwagandha Powders',
      'Moringa Powder',
      'Natural Powders',
    ]);
    const track = page.getByTestId('ticker-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('the ticker stands still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(routes.home());
    await expect(page.getByTestId('ticker-track')).toHaveCSS('animation-name', 'none');
  });

  test('shows the certification and affiliation logos', async ({ page }) => {
    await page.goto(routes.home());
    const logos = page
      .getByRole('region', { name: 'Certified quality, trusted affiliations' })
      .getByRole('img');
    await expect(logos).toHaveCount(6);
    await expect(logos.first()).toHaveAttribute('alt', /ISO 22000/);
  });
});

test.describe('process carousel', () => {
  // Admin tests publish services of their own for a while.
  takeTurns('services');
  test('shows 3 cards at 1280 px, 2 at 800 px, gap 30, each linking to services @desktop', async ({
    page,
  }) => {
    await page.goto(routes.home());
    const process = carousel(page, 'Our process');
    await expect(process.getByRole('link')).toHaveText([
      'Exporting Services',
      'Green Spice Extracts',
      'Quality Assurance',
    ]);
    for (const link of await process.getByRole('link').all())
      await expect(link).toHaveAttribute('href', '/services');
    expect(await slidesPerView(process)).toBe(3);
    expect(await slideGap(process)).toBe(30);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => slidesPerView(process)).toBe(2);
  });

  test('shows 1 card per view on small screens @mobile', async ({ page }) => {
    await page.goto(routes.home());
    await expect.poll(() => slidesPerView(carousel(page, 'Our process'))).toBe(1);
  });
});

test.describe('latest insights', () => {
  test('2 teasers per view with dots, Read more goes to the blog @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const insights = carousel(page, 'Latest insights');
    await expect(
      insights.getByRole('heading', { name: 'Natural Ingredients in Modern Skincare' }).first(),
    ).toBeVisible();
    await expect(
      insights.getByRole('heading', { name: 'Innovations in the Fragrance Industry' }).first(),
    ).toBeVisible();
    expect(await slidesPerView(insights)).toBe(2);
    await expect(insights.getByRole('button', { name: /^Go to slide/ }).first()).toBeVisible();
    await insights
      .getByRole('link', { name: /Read more/ })
      .first()
      .click();
    await expect(page).toHaveURL(routes.blog());
  });

  test('1 per view below 768 px, looping from the last teaser back to the first @mobile', async ({
    page,
  }) => {
    await page.goto(routes.home());
    const insights = carousel(page, 'Latest insights');
    await insights.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesPerView(insights)).toBe(1);
    await expect(insights.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const first = await activeSlideText(insights);
    await insights
      .getByRole('button', { name: /^Go to slide/ })
      .last()
      .click();
    await expect.poll(() => activeSlideText(insights)).not.toBe(first);
    // One more step past the last slide wraps around instead of stopping. Swiper ignores a step
    // asked for during a transition, so wait for the previous one to end first.
    type SwiperElement = { swiper: { animating: boolean; slideNext: () => void } };
    const swiper = insights.locator('.swiper');
    await expect
      .poll(() => swiper.evaluate((el) => (el as unknown as SwiperElement).swiper.animating))
      .toBe(false);
    await swiper.evaluate((el) => (el as unknown as SwiperElement).swiper.slideNext());
    await expect.poll(() => activeSlideText(insights)).toBe(first);
  });
});

test.describe('latest news and events', () => {
  // e2e/admin-home.spec.ts makes its own news item the newest for a while: take turns with it.
  takeTurns('news');

  test('features the newest article and lists 3 with titles cut to 20 and text to 66 @desktop', async ({
    page,
  }) => {
    await page.goto(routes.home());
    const featured = page.getByTestId('news-featured');
    await expect(featured.getByRole('heading')).toHaveText(
      'Kinglife LLC Unveils New Essential Oil Collection',
    );
    await expect(featured.locator('time')).toHaveText('March 24, 2024');
    await expect(featured.getByRole('img')).toBeVisible();
    const list = page.getByTestId('news-list');
    await expect(list).toBeVisible();
    await expect(page.getByTestId('news-slider')).toBeHidden();
    const teasers = list.getByTestId('news-teaser');
    await expect(teasers).toHaveCount(3);
    await expect(teasers.first().getByRole('heading')).toHaveText('Kinglife LLC Unveils…');
    for (const teaser of await teasers.all()) {
      expect((await teaser.getByRole('heading').innerText()).replace('…', '').length).toBeLessThanOrEqual(20);
      const text = await teaser.locator('p').innerText();
      expect(text.endsWith('…')).toBe(true);
      expect(text.length).toBeLessThanOrEqual(67);
    }
    await expect(list).toHaveCSS('overflow-y', 'auto');
    await featured.getByRole('link', { name: /Read more/ }).click();
    await expect(page).toHaveURL(routes.news());
  });

  test('small screens show a slider cut to 18 / 52, 1 per view, 2 from 768 px @mobile', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByTestId('news-list')).toBeHidden();
    const slider = carousel(page, 'More news and events');
    await expect(slider).toBeVisible();
    await expect(slider.getByTestId('news-teaser').first().getByRole('heading')).toHaveText(
      'Kinglife LLC Unvei…',
    );
    const text = await slider.getByTestId('news-teaser').first().locator('p').innerText();
    expect(text.replace('…', '').length).toBeLessThanOrEqual(52);
    await expect.poll(() => slidesPerView(slider)).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => slidesPerView(slider)).toBe(2);
  });
});

test.describe('about us', () => {
  test('heading, Read More, and the years-of-trust badge', async ({ page }) => {
    await page.goto(routes.home());
    await expect(
      page.getByRole('heading', { name: 'Premier Exporter in the Realm of natural products' }),
    ).toBeVisible();
    await expect(page.getByTestId('years-badge')).toContainText(`${YEARS}+`);
    // Its name says where it goes, not only 'Read More' (link purpose, WCAG 2.4.4).
    await page
      .getByRole('link', { name: /^Read More\s?: Premier Exporter in the Realm of natural products$/ })
      .click();
    await expect(page).toHaveURL(routes.about());
  });

  test('the three images fade in once 30 % visible @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Premier Exporter' }) });
    const images = section.locator('[data-reveal]');
    await expect(images).toHaveCount(3);
    // Far below the fold: still hidden.
    await expect(images.first()).toHaveCSS('opacity', '0');
    await images.first().scrollIntoViewIfNeeded();
    for (const image of await images.all()) await expect(image).toHaveCSS('opacity', '1');
  });

  test('reduced motion shows the images without waiting for a scroll @desktop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(routes.home());
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Premier Exporter' }) });
    await expect(section.locator('[data-reveal]').first()).toHaveCSS('opacity', '1');
    await expect(section.locator('[data-reveal]').first()).toHaveCSS('transform', 'none');
  });
});

test.describe('locate us', () => {
  test.beforeEach(async ({ page }) => {
    // The tests never reach the internet: a stand-in answers for OpenStreetMap.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>OpenStreetMap stand-in</p>' }),
    );
  });

  test('starts with the static map and the office overlay, no embedded map @desktop', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(routes.home());
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Locate Us' }) });
    await expect(section.getByRole('img', { name: /street map of Deira/ })).toBeAttached();
    await expect(section.getByTestId('office-overlay')).toContainText('Deira, Dubai, UAE');
    await expect(section.getByRole('link', { name: '+971 4 228 4120' })).toHaveAttribute(
      'href',
      'tel:+97142284120',
    );
    await expect(section.locator('iframe')).toHaveCount(0);
    expect(requests.filter((url) => url.includes('openstreetmap'))).toEqual([]);
  });

  test('loads the embedded map on request', async ({ page }) => {
    await page.goto(routes.home());
    const button = page.getByRole('button', { name: 'Show interactive map' });
    // Clicked while still far below the fold, before scrolling near could load the map itself.
    await expect(page.locator('iframe')).toHaveCount(0);
    await button.dispatchEvent('click');
    const iframe = page.locator('iframe[title*="Kinglife LLC office"]');
    await expect(iframe).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
    // Shown over the static map once it has loaded.
    await expect(iframe).toHaveAttribute('data-loaded', 'true');
    await iframe.scrollIntoViewIfNeeded();
    await expect(iframe).toHaveCSS('opacity', '1');
  });

  test('loads the embedded map when scrolled near @desktop', async ({ page }) => {
    await page.goto(routes.home());
    await page.getByRole('heading', { name: 'Locate Us' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title*="Kinglife LLC office"]')).toHaveAttribute(
      'src',
      /openstreetmap/,
    );
  });

  test('offline, the static map and overlay stay @desktop', async ({ page, context }) => {
    await page.goto(routes.home());
    await context.setOffline(true);
    await page.getByRole('heading', { name: 'Locate Us' }).scrollIntoViewIfNeeded();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Locate Us' }) });
    await expect(section.getByRole('img', { name: /street map of Deira/ })).toBeVisible();
    await expect(section.getByTestId('office-overlay')).toBeVisible();
    await expect(section.locator('iframe')).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('FAQ', () => {
  test('one answer open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto(routes.home());
    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText([
      'Where do your products come from?',
      'What are herbal extracts?',
      'What is your minimum order quantity?',
      'How do I place an order?',
    ]);
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');

    const moq = faq.getByRole('button', { name: 'What is your minimum order quantity?' });
    await moq.click();
    await expect(moq).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'What is your minimum order quantity?' })).toContainText(
      '25 kg',
    );

    const how = faq.getByRole('button', { name: 'How do I place an order?' });
    await how.click();
    await expect(moq).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expect(faq.getByRole('region', { name: 'How do I place an order?' })).toBeVisible();

    await how.click();
    await expect(how).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('works with the keyboard @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const first = page.getByRole('button', { name: 'Where do your products come from?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('our premium products', () => {
  const TILES = [
    'Sesbania Extract',
    'Dawana Oils',
    'Ashwagandha powder',
    'Oleoresins',
    'Frozen Fruits and Vegetables',
    'Spice powder',
    'Perfume',
  ];

  test('the highlight starts at tile 3 in the served HTML @desktop', async ({ request }) => {
    const html = await (await request.get(routes.home())).text();
    const row = html.slice(html.indexOf('data-testid="product-row"'));
    const flags = [...row.matchAll(/data-expanded="(true|false)"/g)].slice(0, 7).map((m) => m[1]);
    expect(flags).toEqual(['false', 'false', 'true', 'false', 'false', 'false', 'false']);
  });

  test('the highlight advances every 2 s, wrapping over the 7 tiles @desktop', async ({ page }) => {
    await page.clock.install();
    await page.goto(routes.home());
    const tiles = page.getByTestId('product-row').getByRole('listitem');
    await expect(tiles).toHaveCount(7);
    await expect(tiles.getByRole('link')).toHaveText(TILES.map((t) => new RegExp(t)));
    await page.clock.pauseAt(Date.now() + 60_000);
    const expanded = async () =>
      tiles.evaluateAll((items) => items.findIndex((item) => item.getAttribute('data-expanded') === 'true'));
    const start = await expanded();
    await page.clock.runFor(1990);
    expect(await expanded()).toBe(start);
    for (let step = 1; step <= 7; step++) {
      await page.clock.runFor(step === 1 ? 10 : 2000);
      await expect.poll(expanded).toBe((start + step) % 7);
    }
  });

  test('a hovered or focused tile expands to 464 px, the others 140 px @desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(routes.home());
    const tiles = page.getByTestId('product-row').getByRole('listitem');
    await tiles.nth(5).scrollIntoViewIfNeeded();
    // Hovered once React handles it: a pointer that arrives before hydration is not seen again.
    await hydrated(tiles.nth(5));
    await tiles.nth(5).hover();
    await expect(tiles.nth(5)).toHaveAttribute('data-expanded', 'true');
    await expect.poll(async () => Math.round((await tiles.nth(5).boundingBox())!.width)).toBe(464);
    await expect.poll(async () => Math.round((await tiles.nth(0).boundingBox())!.width)).toBe(140);
    await expect(tiles.nth(2)).toHaveAttribute('data-expanded', 'false');

    await page.mouse.move(0, 0);
    await tiles.nth(1).getByRole('link').focus();
    await expect(tiles.nth(1)).toHaveAttribute('data-expanded', 'true');
    await tiles.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(routes.products());
  });

  test('small screens show an autoplay slider of the 7 products @mobile', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByTestId('product-row')).toBeHidden();
    const slider = carousel(page, 'Our premium products');
    await slider.scrollIntoViewIfNeeded();
    for (const title of TILES) await expect(slider.getByRole('link', { name: title }).first()).toBeAttached();
    const first = await activeSlideText(slider);
    await expect.poll(() => activeSlideText(slider), { timeout: 8000 }).not.toBe(first);
  });
});

test.describe('story and testimonials', () => {
  test('Our Story & Mission shows the years and 30+ products, sliding in once @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const heading = page.getByRole('heading', { name: 'Our Story & Mission' });
    const section = page.locator('section', { has: heading });
    await expect(section.locator('[data-reveal]').first()).toHaveCSS('opacity', '0');
    await heading.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('story-years')).toHaveText(`${YEARS}+`);
    await expect(section.getByText('30+')).toBeVisible();
    await expect(section.getByText(`For ${YEARS} years we have built`)).toBeVisible();
    for (const part of await section.locator('[data-reveal]').all()) {
      await expect(part).toHaveCSS('opacity', '1');
      await expect(part).toHaveCSS('transform', 'none');
    }
  });

  test('testimonials: 3 per view at 1280, 2 under 1024, autoplay every 3 s @desktop', async ({ page }) => {
    await page.goto(routes.home());
    const slider = carousel(page, 'Client testimonials');
    await slider.scrollIntoViewIfNeeded();
    expect(await slidesPerView(slider)).toBe(3);
    await expect(slider.getByRole('button', { name: /^Go to slide/ }).first()).toBeVisible();
    const first = await activeSlideText(slider);
    await expect.poll(() => activeSlideText(slider), { timeout: 5000 }).not.toBe(first);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => slidesPerView(slider)).toBe(2);
  });

  test('testimonials pause while hovered @desktop', async ({ page }) => {
    await page.clock.install();
    await page.goto(routes.home());
    const slider = carousel(page, 'Client testimonials');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await slider.hover();
    const before = await activeSlideText(slider);
    await page.clock.runFor(10_000);
    expect(await activeSlideText(slider)).toBe(before);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3500);
    await expect.poll(() => activeSlideText(slider)).not.toBe(before);
  });

  test('testimonials show 1 per view under 640 px @mobile', async ({ page }) => {
    await page.goto(routes.home());
    const slider = carousel(page, 'Client testimonials');
    await expect.poll(() => slidesPerView(slider)).toBe(1);
    await expect(slider.getByText('Faisal Al-Harbi').first()).toBeAttached();
  });

  test('ends with Need more help? and Contact Us', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByRole('heading', { name: 'Need more help?' })).toBeAttached();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(routes.contact());
  });
});
