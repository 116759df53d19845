import type { Locator } from '@playwright/test';

/** How many slides of a Swiper carousel fit in its viewport (slide width plus its gap). */
export async function slidesPerView(carousel: Locator): Promise<number> {
  return carousel.locator('.swiper').evaluate((swiper) => {
    const slide = swiper.querySelector<HTMLElement>('.swiper-slide')!;
    const gap = parseFloat(getComputedStyle(slide).marginInlineEnd || '0') || 0;
    return Math.round((swiper.clientWidth + gap) / (slide.getBoundingClientRect().width + gap));
  });
}

/** How many slides are fully inside the carousel's visible box (what a visitor sees whole). */
export async function fullyVisibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const box = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

/** The gap between slides in px. */
export async function slideGap(carousel: Locator): Promise<number> {
  return carousel
    .locator('.swiper-slide')
    .first()
    .evaluate((slide) => parseFloat(getComputedStyle(slide).marginInlineEnd || '0'));
}

/** Text of the active slide. */
export async function activeSlideText(carousel: Locator): Promise<string> {
  return (await carousel.locator('.swiper-slide-active').first().textContent()) ?? '';
}
