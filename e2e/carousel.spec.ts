import { expect, test, type Page } from '@playwright/test';
import { activeSlideText } from './support/carousel';
import { routes } from '../lib/routing/routes';

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('carousels', () => {
  test('Swiper starts only when a carousel comes into view; the slides are laid out before it', async ({
    page,
  }) => {
    await page.goto(routes.blogPost(1));
    const more = carousel(page, 'More Insights');
    const track = more.locator('.swiper');
    await expect(track).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(track).not.toHaveClass(/swiper-initialized/);
    const before = await more.locator('.swiper-slide').first().boundingBox();
    await more.scrollIntoViewIfNeeded();
    await expect(track).toHaveClass(/swiper-initialized/);
    const after = await more.locator('.swiper-slide').first().boundingBox();
    // Same width before and after: Swiper takes over the server's layout without a jump.
    expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThan(1);
  });

  test('each slide is a labelled group and the dots name their slide', async ({ page }) => {
    await page.goto(routes.home());
    const testimonials = carousel(page, 'Client testimonials');
    const slides = testimonials.getByRole('group');
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides.first()).toHaveAttribute('aria-label', /^Slide 1 of \d+$/);
    await expect(testimonials.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('autoplay has a pause button that keeps it still until played again (WCAG 2.2.2) @desktop', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(routes.home());
    const slider = carousel(page, 'Client testimonials');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const pause = slider.getByRole('button', { name: 'Pause the slideshow' });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const before = await activeSlideText(slider);
    await page.clock.runFor(10_000);
    expect(await activeSlideText(slider)).toBe(before);
    await slider.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(3500);
    await expect.poll(() => activeSlideText(slider)).not.toBe(before);
  });

  test('keyboard: the arrow keys move the slides, focus inside keeps autoplay still @desktop', async ({
    page,
  }) => {
    await page.goto(routes.home());
    const insights = carousel(page, 'Latest insights');
    await insights.scrollIntoViewIfNeeded();
    await expect(insights.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const dot = insights.getByRole('button', { name: 'Go to slide 1' });
    await dot.focus();
    const first = await activeSlideText(insights);
    await page.keyboard.press('ArrowRight');
    await expect(insights.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Pressed while that step still moves (500 ms): kept until it ends, not dropped.
    await page.keyboard.press('ArrowLeft');
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => activeSlideText(insights)).toBe(first);
  });

  test('focusing a link on a hidden slide brings that slide into view @mobile', async ({ page }) => {
    await page.goto(routes.newsItem(1));
    const more = carousel(page, 'More Latest News');
    await more.scrollIntoViewIfNeeded();
    await expect(more.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const focused = more.getByRole('link', { name: /^Read more/ }).last();
    await focused.focus();
    await expect
      .poll(async () => {
        const box = await more.locator('.swiper').boundingBox();
        const link = await focused.boundingBox();
        return Boolean(box && link && link.x >= box.x - 1 && link.x + link.width <= box.x + box.width + 1);
      })
      .toBe(true);
  });

  test('with reduced motion nothing plays on its own and there is no pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(routes.home());
    const slider = carousel(page, 'Client testimonials');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(slider.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    const before = await activeSlideText(slider);
    await page.clock.runFor(10_000);
    expect(await activeSlideText(slider)).toBe(before);
  });
});
