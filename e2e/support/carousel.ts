import type { Locator } from '@playwright/test';

/** How many slides of a Swiper carousel fit in its viewport (slide width plus its gap). */
export async function slidesPerView(carousel: Locator): Promise<number> {
  return carousel.locator('.swiper').evaluate((swiper) => {
    const slide = swiper.querySelector<HTMLElement>('.swiper-slide')!;
    const gap = parseFloat(getComputedStyle(slide).marginInlineEnd || '0') || 0;
    return Math.round((swiper.clientWidth + gap) / (slide.getBoundingClientRect().width + gap));
  });
}

/** The gap between slides in px. */
export async function slideGap(carousel: Locator): Promise<number> {
  return carousel
    .locator('.swiper-slide')
    .first()
    .evaluate((slide) => parseFloat(getComputedStyle(slide).marginInlineEnd || '0'));
}

/** Index (data-swiper-slide-index or position) of the active slide. */
export async function activeSlideText(carousel: Locator): Promise<string> {
  return (await carousel.locator('.swiper-slide-active').first().textContent()) ?? '';
}
