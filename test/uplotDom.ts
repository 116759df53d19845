/**
 * The admin's charts (uPlot) in jsdom, which has no canvas: a 2D context and paths that do nothing
 * stand in for it, with inert ResizeObserver and matchMedia and a box 600 px wide, so the real
 * uPlot draws its legend. Import this before the chart (uPlot reads matchMedia as it loads), call
 * `standInForCanvas()` in a beforeEach, and read the legend with `legendOf`.
 */
import { jest } from '@jest/globals';
import { act, fireEvent } from '@testing-library/react';

const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === 'measureText' ? () => ({ width: 10 }) : inert),
  set: () => true,
  apply: () => inert,
});

window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
})) as unknown as typeof window.matchMedia;

/** The canvas, its paths, ResizeObserver and a 600 × 200 px box (undone by jest.restoreAllMocks). */
export function standInForCanvas() {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => inert as never);
  globalThis.Path2D = function Path2D() {
    return inert;
  } as unknown as typeof Path2D;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ left: 0, top: 0, right: 600, bottom: 200, width: 600, height: 200 } as DOMRect);
}

/** Each legend row's name and value, as staff read them. */
export function legendOf(container: HTMLElement) {
  return [...container.querySelectorAll('.u-legend .u-series')].map((row) => [
    row.querySelector('.u-label')?.textContent,
    row.querySelector('.u-value')?.textContent,
  ]);
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Points at `x` px of the plot (599: its last day or week), then lets uPlot write the legend. */
export async function hover(container: HTMLElement, x = 599) {
  const over = container.querySelector('.u-over')!;
  fireEvent.mouseEnter(over, { clientX: x, clientY: 50 });
  fireEvent.mouseMove(over, { clientX: x, clientY: 50 });
  await settle();
}

/** The pointer leaves the plot. */
export async function leave(container: HTMLElement) {
  fireEvent.mouseLeave(container.querySelector('.u-over')!);
  await settle();
}
