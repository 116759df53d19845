/**
 * The brand faces on a first view (app/fonts.ts, app/styles/fallbackFaces.css): they are swapped
 * in when they arrive, late or not, so the first page looks like the next; nothing holds the first
 * paint for them; and the stand-in shown until then takes the room they will, so the swap moves
 * no line.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routes } from '../lib/routing/routes';

/** How long each font file is held back: a first view on a slow line. */
const LATE_MS = 700;

/** The faces Chromium drew `selector`'s text with. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

async function fontsSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The sizes of the first screen's text blocks, in whole pixels. */
async function textBoxes(page: Page): Promise<{ selector: string; width: number; height: number }[]> {
  return page.evaluate(() =>
    ['main h1', 'main h1 ~ p', 'header nav a'].map((selector) => {
      const element = document.querySelector(selector);
      const range = document.createRange();
      if (element) range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { selector, width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

async function freshContext(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  width: number,
  fonts: 'late' | 'never',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.route(/\.woff2$/, async (route) => {
    if (fonts === 'never') return route.abort();
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });
  return context;
}

test.describe('brand fonts @desktop', () => {
  test('a first view ends in the brand faces even when they arrive late, and none holds the first paint', async ({
    browser,
    baseURL,
  }) => {
    const context = await freshContext(browser, baseURL, 1280, 'late');
    const page = await context.newPage();
    await page.goto(routes.home());
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    await fontsSettled(page);
    expect(await facesOf(page, 'main h1')).toEqual(['Playfair Display']);
    expect((await facesOf(page, 'main h1 ~ p')).every((face) => face.startsWith('DM Sans'))).toBe(true);
    await context.close();
  });

  for (const width of [375, 1280]) {
    for (const path of [routes.home(), routes.about(), routes.product(1)]) {
      test(`on ${path} at ${width} px the stand-in faces take the brand faces' room`, async ({
        browser,
        baseURL,
      }) => {
        const withoutFonts = await freshContext(browser, baseURL, width, 'never');
        const standIn = await withoutFonts.newPage();
        await standIn.goto(path);
        await fontsSettled(standIn);
        expect(await facesOf(standIn, 'main h1')).not.toContain('Playfair Display');
        const before = await textBoxes(standIn);
        await withoutFonts.close();

        const page = await browser.newPage({ baseURL, viewport: { width, height: 900 } });
        await page.goto(path);
        await fontsSettled(page);
        expect(await facesOf(page, 'main h1')).toEqual(['Playfair Display']);
        const after = await textBoxes(page);
        await page.close();

        // The same lines (heights), and widths within 8 % (letters differ in shape; unsized, DejaVu
        // is 12-14 % wider than the brand faces and wraps the headings onto more lines).
        for (const [index, box] of after.entries()) {
          expect(before[index].height, box.selector).toBe(box.height);
          expect(Math.abs(before[index].width - box.width), box.selector).toBeLessThanOrEqual(
            Math.max(4, box.width * 0.08),
          );
        }
      });
    }
  }
});
