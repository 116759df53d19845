/**
 * Swiper's loop needs more slides than are visible at once; repeat the list until it has
 * (e.g. 3 testimonials at 3 per view scroll endlessly like the spec's 'infinite' slider).
 */
export function slidesForLoop<T>(slides: T[], maxPerView: number, loop: boolean): T[] {
  if (!loop || slides.length < 2 || slides.length > maxPerView) return slides;
  const copies = Math.ceil((maxPerView + 1) / slides.length);
  return Array.from({ length: copies }, () => slides).flat();
}
