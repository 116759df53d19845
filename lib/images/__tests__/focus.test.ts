import { isFocusCoordinate, objectPosition } from '../focus';
import { coverPositionOf, cropAround } from '../crop';

const ASPECTS = [1200 / 630, 16 / 9, 4 / 3, 1, 3 / 4, 9 / 16, 3];
const SIZES: [number, number][] = [
  [1600, 900],
  [900, 1600],
  [1000, 1000],
  [4000, 300],
  [300, 4000],
  [1201, 631],
];
const POINTS = [0, 1, 12.5, 33, 50, 67.5, 99, 100];

it('keeps the point inside the window, at every aspect, for every picture shape', () => {
  for (const [width, height] of SIZES)
    for (const aspect of ASPECTS)
      for (const x of POINTS)
        for (const y of POINTS) {
          const crop = cropAround(width, height, { x, y }, aspect);
          const px = (x / 100) * width;
          const py = (y / 100) * height;
          expect(crop.left).toBeGreaterThanOrEqual(0);
          expect(crop.top).toBeGreaterThanOrEqual(0);
          expect(crop.left + crop.width).toBeLessThanOrEqual(width);
          expect(crop.top + crop.height).toBeLessThanOrEqual(height);
          expect(px).toBeGreaterThanOrEqual(crop.left);
          expect(px).toBeLessThanOrEqual(crop.left + crop.width);
          expect(py).toBeGreaterThanOrEqual(crop.top);
          expect(py).toBeLessThanOrEqual(crop.top + crop.height);
          // The largest such window: it spans the whole width or the whole height.
          expect(crop.width === width || crop.height === height).toBe(true);
          expect(Math.abs(crop.width / crop.height - aspect)).toBeLessThan(0.01 * aspect + 1 / crop.height);
        }
});

it('centres the window on the point when the picture leaves room', () => {
  // 2000×630 at 1200:630: the window is 1200 wide and slides across.
  expect(cropAround(2000, 630, { x: 50, y: 50 }, 1200 / 630)).toEqual({
    left: 400,
    top: 0,
    width: 1200,
    height: 630,
  });
  expect(cropAround(2000, 630, { x: 60, y: 10 }, 1200 / 630)).toEqual({
    left: 600,
    top: 0,
    width: 1200,
    height: 630,
  });
  // A tall picture: the window is the full width and slides down.
  expect(cropAround(1000, 3000, { x: 10, y: 50 }, 1)).toEqual({
    left: 0,
    top: 1000,
    width: 1000,
    height: 1000,
  });
});

it('clamps the window at the picture’s edges', () => {
  expect(cropAround(2000, 630, { x: 5, y: 50 }, 1200 / 630).left).toBe(0);
  expect(cropAround(2000, 630, { x: 100, y: 50 }, 1200 / 630).left).toBe(800);
  expect(cropAround(1000, 3000, { x: 50, y: 0 }, 1).top).toBe(0);
  expect(cropAround(1000, 3000, { x: 50, y: 95 }, 1).top).toBe(2000);
});

it('refuses sizes that are not positive', () => {
  expect(() => cropAround(0, 10, { x: 50, y: 50 }, 1)).toThrow(RangeError);
  expect(() => cropAround(10, 10, { x: 50, y: 50 }, 0)).toThrow(RangeError);
});

it('writes the CSS object-position of a point, and the one that shows cropAround’s window', () => {
  expect(objectPosition({ x: 20, y: 80 })).toBe('20% 80%');
  expect(objectPosition({ x: 33.333, y: 0 })).toBe('33.33% 0%');
  // 2000×630 with the point at 60%: the window starts at 600 of the 800 it can slide: 75%.
  expect(coverPositionOf(2000, 630, { x: 60, y: 10 }, 1200 / 630)).toEqual({ x: 75, y: 50 });
});

it('takes 0–100 numbers as coordinates, nothing else', () => {
  expect([0, 50, 100, 12.5].every(isFocusCoordinate)).toBe(true);
  expect([-1, 101, Number.NaN, Infinity, '50', null].some(isFocusCoordinate)).toBe(false);
});
