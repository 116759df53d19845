import type { FileChooser, Page } from '@playwright/test';

/**
 * The file choosers the page opens, in order; call it before the page is loaded and keep it for
 * the test. Playwright has Chromium intercept file choosers only while a listener exists, and a
 * listener added just before the key press or click may be set up after it (puppeteer#6040): the
 * dialog then opens unseen and no event comes (CI's failures of the keyboard tests, each in the
 * suite's busy first minute). One listener for the whole test keeps interception on throughout.
 */
export function fileChoosers(page: Page): { next(): Promise<FileChooser> } {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const take = waiting.shift();
    if (take) take(chooser);
    else opened.push(chooser);
  });
  return {
    next() {
      const chooser = opened.shift();
      return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
