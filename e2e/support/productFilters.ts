import { expect, type Page } from '@playwright/test';

/** The phone's button that unfolds the products page's categories and filters: "Filters" or "Filters (2)". */
export const filtersButton = (page: Page, name: string | RegExp = /^(Filters|عوامل التصفية)( \(\d+\))?$/) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/**
 * Shows the categories and filters of the products page. Below 768 px they are folded behind the
 * "Filters" button (features/products/site/ProductBrowser.tsx): this presses it, once the page is
 * live (the server's button is disabled until then). From 768 px they are always shown: nothing to do.
 */
export async function openProductFilters(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  const button = filtersButton(page);
  await expect(button).toBeEnabled();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
