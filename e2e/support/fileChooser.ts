import type { FileChooser, Page } from '@playwright/test';

/**
 * The next file chooser the page opens; ask for it before the page is loaded. Playwright has
 * Chromium intercept file choosers only once a listener exists, and a listener added just before
 * the key press or click may be set up after it (puppeteer#6040): the dialog then opens unseen and
 * no event comes (CI's failures of the keyboard tests, each in the suite's busy first minute).
 */
export function nextFileChooser(page: Page): Promise<FileChooser> {
  return new Promise((resolve) => page.once('filechooser', resolve));
}
