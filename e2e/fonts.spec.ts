/**
 * The brand faces on a first view (app/fonts.ts, app/styles/fallbackFaces.css): the English ones
 * are swapped in when they arrive, late or not, so the first page looks like the next; nothing
 * holds the first paint for them; and the stand-in shown until then takes the room they will, so
 * the swap moves no line. The Arabic face is swapped in too, over a stand-in sized to it: its
 * lines keep their height and length (Arabic words may wrap apart, see app/fonts.ts).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';

const ar = routesFor('ar');

/** The brand face that draws each language's headings (Arabic pages: Plex for the Arabic letters). */
const HEADING_FACE = { en: 'Playfair Display', ar: 'IBM Plex Sans Arabic' } as const;
/** Every face a heading may be drawn in once the brand faces are in (Arabic: Latin names in Playfair). */
const BRAND_FACES = { en: ['Playfair Display'], ar: ['IBM Plex Sans Arabic', 'Playfair Display'] } as const;

/** Whether `faces` (as Chromium names them: "IBM Plex Sans Arabic SemiBold") include `family`. */
const drawnIn = (faces: string[], family: string) => faces.some((face) => face.startsWith(family));

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

/** The page's heading is drawn in its language's heading face, and in no face but the brand ones. */
async function expectHeadingInBrandFaces(page: Page, language: 'en' | 'ar') {
  const faces = await facesOf(page, 'main h1');
  expect(drawnIn(faces, HEADING_FACE[language]), faces.join()).toBe(true);
  expect(faces.filter((face) => !BRAND_FACES[language].some((brand) => drawnIn([face], brand)))).toEqual([]);
}

async function fontsSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface TextBox {
  selector: string;
  /** The block's box: its widest line and all its lines. */
  width: number;
  height: number;
  /** One line's own height, and the length of all its text laid end to end. */
  lineHeight: number;
  advance: number;
}

/** The sizes of the first screen's text blocks, in whole pixels. */
async function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate(() =>
    ['main h1', 'main h1 ~ p', 'header nav a'].map((selector) => {
      const element = document.querySelector(selector);
      const range = document.createRange();
      if (element) range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      let advance = 0;
      const texts = element ? document.createTreeWalker(element, NodeFilter.SHOW_TEXT) : null;
      while (texts?.nextNode()) {
        const text = document.createRange();
        text.selectNodeContents(texts.currentNode);
        for (const line of text.getClientRects()) advance += line.width;
      }
      return {
        selector,
        width: Math.round(box.width),
        height: Math.round(box.height),
        lineHeight: Math.round(range.getClientRects()[0]?.height ?? 0),
        advance: Math.round(advance),
      };
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
  for (const [language, path] of [
    ['en', routes.home()],
    ['ar', ar.home()],
    ['ar', ar.product(1)],
  ] as const) {
    test(`a first view of ${path} ends in the brand faces even when they arrive late, and none holds the first paint`, async ({
      browser,
      baseURL,
    }) => {
      const context = await freshContext(browser, baseURL, 1280, 'late');
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
      await fontsSettled(page);
      await expectHeadingInBrandFaces(page, language);
      const body = await facesOf(page, 'main h1 ~ p');
      const bodyFaces = language === 'en' ? ['DM Sans'] : ['IBM Plex Sans Arabic', 'DM Sans'];
      expect(
        body.every((face) => bodyFaces.some((brand) => face.startsWith(brand))),
        body.join(),
      ).toBe(true);
      await context.close();
    });
  }

  for (const width of [375, 1280]) {
    for (const [language, path] of [
      ...[routes.home(), routes.about(), routes.product(1)].map((path) => ['en', path] as const),
      ...[ar.home(), ar.about(), ar.product(1)].map((path) => ['ar', path] as const),
    ]) {
      test(`on ${path} at ${width} px the stand-in faces take the brand faces' room`, async ({
        browser,
        baseURL,
      }) => {
        const withoutFonts = await freshContext(browser, baseURL, width, 'never');
        const standIn = await withoutFonts.newPage();
        await standIn.goto(path);
        await fontsSettled(standIn);
        expect(drawnIn(await facesOf(standIn, 'main h1'), HEADING_FACE[language])).toBe(false);
        const before = await textBoxes(standIn);
        await withoutFonts.close();

        const page = await browser.newPage({ baseURL, viewport: { width, height: 900 } });
        await page.goto(path);
        await fontsSettled(page);
        await expectHeadingInBrandFaces(page, language);
        const after = await textBoxes(page);
        await page.close();

        // Lines as tall, and text as long within 8 % (letters differ in shape; unsized, DejaVu is
        // 12-14 % wider than the English brand faces, 14-29 % than Plex's Arabic).
        for (const [index, box] of after.entries()) {
          expect(before[index].lineHeight, box.selector).toBe(box.lineHeight);
          expect(Math.abs(before[index].advance - box.advance), box.selector).toBeLessThanOrEqual(
            Math.max(4, box.advance * 0.08),
          );
          // So English text wraps alike: the same lines, as wide. Arabic letters differ more from
          // one design to the next, word by word: a heading at the edge of its column can wrap a
          // word sooner in one face than in the other (on the Arabic product page at 1280 px).
          if (language === 'en') {
            expect(before[index].height, box.selector).toBe(box.height);
            expect(Math.abs(before[index].width - box.width), box.selector).toBeLessThanOrEqual(
              Math.max(4, box.width * 0.08),
            );
          }
        }
      });
    }
  }
});
