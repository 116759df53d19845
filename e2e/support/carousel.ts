import type { Locator } from '@playwright/test';

/** How many slides of a carousel are fully inside its visible box. */
export async function fullyVisibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const box = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}
