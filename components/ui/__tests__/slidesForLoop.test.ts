import { describe, expect, it } from '@jest/globals';
import { slidesForLoop } from '../carouselLoop';

describe('slidesForLoop', () => {
  it('repeats too few slides so Swiper can loop (3 testimonials at 3 per view)', () => {
    expect(slidesForLoop(['a', 'b', 'c'], 3, true)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(slidesForLoop(['a', 'b'], 2, true)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('leaves enough slides, single slides and non-looping carousels alone', () => {
    expect(slidesForLoop(['a', 'b', 'c', 'd'], 3, true)).toEqual(['a', 'b', 'c', 'd']);
    expect(slidesForLoop(['a'], 3, true)).toEqual(['a']);
    expect(slidesForLoop(['a', 'b'], 2, false)).toEqual(['a', 'b']);
  });
});
