import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `element` (its props are attached to the DOM node), so a key
 * pressed on it reaches its handler: the page's scripts having loaded ('networkidle') is not enough
 * on a busy machine, where hydration runs in slices after them.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
