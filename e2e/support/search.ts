import { expect, type Page } from '@playwright/test';

/**
 * Opens the site search with / and waits until it answers (its index fetched and indexed). The key
 * is pressed again while the dialog has not opened: a page still hydrating has no shortcut yet.
 */
export async function openWithSlash(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^(Search the site|البحث في الموقع)$/ });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('/');
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('[data-state="ready"]')).toBeVisible();
}
