import { expect, test } from '@playwright/test';
import { takeTurns } from './support/turns';
import { activeSlideText, slidesPerView } from './support/carousel';
import { routes } from '../lib/routing/routes';

const YEARS = new Date().getFullYear() - 2019;

test.describe('about', () => {
  test('banner with the years of trust, the intro and the milestones', async ({ page }) => {
    await page.goto(routes.about());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByTestId('years-of-trust')).toHaveText(`${YEARS}+Years of trust`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Premier Exporter in the Realm of natural products' }),
    ).toBeVisible();
    const milestones = page.locator('ol').filter({ hasText: '2019' });
    await expect(milestones.getByRole('listitem')).toHaveCount(5);
    await expect(milestones).toContainText('Kinglife LLC is founded in Deira, Dubai');
  });

  test('the four counters run once from 0 to their figures over 2 s when visible @desktop', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(routes.about());
    const values = page.getByTestId('counter-value');
    await expect(values).toHaveText(['0+', '0+', '0+', '0']);
    // Freeze the page's clock (jumping ahead changes nothing: the counters wait to be seen).
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect(values).toHaveText(['0+', '0+', '0+', '0']);
    await values.first().scrollIntoViewIfNeeded();
    await expect(values).toHaveCount(4);
    for (const value of await values.all()) await expect(value).toHaveAttribute('data-counting', 'true');
    await page.clock.runFor(1000);
    const midway = Number((await values.nth(1).innerText()).replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    await page.clock.runFor(1000);
    await expect(values).toHaveText([`${YEARS}+`, '200+', '30+', '20']);
    await expect(page.getByText('Clients', { exact: true })).toBeVisible();
    await expect(page.getByText('Values', { exact: true })).toBeVisible();
  });

  test('reduced motion shows the final figures without counting @desktop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(routes.about());
    await expect(page.getByTestId('counter-value')).toHaveText([`${YEARS}+`, '200+', '30+', '20']);
  });

  test('the served HTML carries the final figures and the story with the years @desktop', async ({
    request,
  }) => {
    const html = (await (await request.get(routes.about())).text()).replaceAll('&amp;', '&');
    expect(html).toContain('Our Story & Mission');
    expect(html).toContain(`For ${YEARS} years we have built relationships`);
    expect(html).toContain('Rashid Al Mansoori');
    expect(html).toMatch(new RegExp(`${YEARS}<!-- -->\\+|${YEARS}\\+`));
  });

  test('Our Team is a grid of three on wide screens @desktop', async ({ page }) => {
    await page.goto(routes.about());
    await expect(page.getByTestId('team-slider')).toBeHidden();
    const grid = page.getByTestId('team-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    for (const name of ['Rashid Al Mansoori', 'Anil Menon', 'Sara Haddad']) {
      await expect(grid.getByText(name)).toBeVisible();
    }
    const boxes = await grid
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
  });

  test('Our Team is a one-slide autoplay slider on small screens @mobile', async ({ page }) => {
    await page.goto(routes.about());
    await expect(page.getByTestId('team-grid')).toBeHidden();
    const slider = page.getByRole('region', { name: 'Our team', exact: true });
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesPerView(slider)).toBe(1);
    const first = await activeSlideText(slider);
    await expect.poll(() => activeSlideText(slider), { timeout: 6000 }).not.toBe(first);
  });
});

test.describe('services', () => {
  // Admin tests publish services of their own for a while (e2e/support/turns.ts).
  takeTurns('services');
  test('one block per published service, in order, from the database', async ({ page }) => {
    await page.goto(routes.services());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Production and Export Process');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Exporting Services',
      'Green Spice Extracts',
      'Quality Assurance',
    ]);
    await expect(page.locator('#service-1')).toContainText('Jebel Ali');
    await expect(page.getByRole('img', { name: /cargo ship/ })).toBeVisible();
  });

  test('image and text alternate sides on wide screens @desktop', async ({ page }) => {
    await page.goto(routes.services());
    const sides = await page.locator('section[id^="service-"]').evaluateAll((blocks) =>
      blocks.map((block) => {
        const image = block.querySelector('img')!.getBoundingClientRect();
        const heading = block.querySelector('h2')!.getBoundingClientRect();
        return image.left < heading.left ? 'image-first' : 'text-first';
      }),
    );
    expect(sides).toEqual(['image-first', 'text-first', 'image-first']);
  });

  test('blocks stack with the image above the text on small screens @mobile', async ({ page }) => {
    await page.goto(routes.services());
    const stacked = await page
      .locator('section[id^="service-"]')
      .evaluateAll((blocks) =>
        blocks.map(
          (block) =>
            block.querySelector('img')!.getBoundingClientRect().bottom <=
            block.querySelector('h2')!.getBoundingClientRect().top,
        ),
      );
    expect(stacked).toEqual([true, true, true]);
  });
});
