/**
 * Prints the figures of app/styles/fallbackFaces.css, the stand-ins shown while the brand faces
 * load: for each, size-adjust = the brand face's average letter width / the stand-in's, and
 * ascent-, descent-override = the brand face's ascent, descent / size-adjust (Next's formula for
 * its adjustFontFallback, over the same sample text). Measured in Chromium with a canvas: the brand
 * files from node_modules at the weight the stand-in serves, DejaVu as this system has it. Arial's
 * and Times New Roman's widths are Next's (no such file here); their twins (Liberation, Arimo,
 * Tinos) share their metrics by design.
 *
 *   npx tsx scripts/fallbackFaces.ts
 *
 * Run it after changing a brand face, and copy what it prints into fallbackFaces.css.
 */
import fs from 'node:fs/promises';
import { launchChromium } from './bench/common';

const BRAND = {
  dmSans: 'node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  playfair:
    'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
};

/** next/font's figures (its get-fallback-metrics-from-font-file): average width per em. */
const NEXT_WIDTHS = { arial: 934.5116279069767 / 2048, timesNewRoman: 854.3953488372093 / 2048 };

/** Each stand-in face of fallbackFaces.css: the brand face and weight it stands for, and its own width. */
const FACES = [
  { family: 'DM Sans fallback', brand: 'dmSans', weight: 400, standIn: NEXT_WIDTHS.arial },
  { family: 'DM Sans fallback DejaVu', brand: 'dmSans', weight: 400, standIn: '400 1000px "DejaVu Sans"' },
  { family: 'DM Sans fallback DejaVu', brand: 'dmSans', weight: 700, standIn: '700 1000px "DejaVu Sans"' },
  { family: 'Playfair fallback', brand: 'playfair', weight: 400, standIn: NEXT_WIDTHS.timesNewRoman },
  {
    family: 'Playfair fallback DejaVu',
    brand: 'playfair',
    weight: 400,
    standIn: '400 1000px "DejaVu Serif"',
  },
  // Headings are 600: the stand-in's bold face serves them.
  {
    family: 'Playfair fallback DejaVu',
    brand: 'playfair',
    weight: 600,
    standIn: '700 1000px "DejaVu Serif"',
  },
] as const;

/** Next's sample: letters by their frequency in English, and spaces by word length. */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

async function main() {
  const fonts = Object.fromEntries(
    await Promise.all(
      Object.entries(BRAND).map(async ([name, file]) => [name, (await fs.readFile(file)).toString('base64')]),
    ),
  );
  const browser = await launchChromium();
  const page = await browser.newPage();
  // A string, not a function: tsx would add helpers to a function that do not exist in the page.
  const measured = (await page.evaluate(`(async () => {
    const fonts = ${JSON.stringify(fonts)};
    for (const [name, base64] of Object.entries(fonts)) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const face = new FontFace(name, bytes.buffer, { weight: '100 1000' });
      await face.load();
      document.fonts.add(face);
    }
    const context = document.createElement('canvas').getContext('2d');
    const measure = (font) => {
      context.font = font;
      const metrics = context.measureText(${JSON.stringify(SAMPLE)});
      return {
        width: metrics.width / 1000 / ${SAMPLE.length},
        ascent: metrics.fontBoundingBoxAscent / 1000,
        descent: metrics.fontBoundingBoxDescent / 1000,
      };
    };
    const faces = ${JSON.stringify(FACES)};
    return faces.map((face) => ({
      brand: measure(face.weight + ' 1000px ' + face.brand),
      standIn: typeof face.standIn === 'number' ? face.standIn : measure(face.standIn).width,
    }));
  })()`)) as { brand: { width: number; ascent: number; descent: number }; standIn: number }[];
  await browser.close();

  FACES.forEach((face, index) => {
    const { brand, standIn } = measured[index];
    const size = brand.width / standIn;
    console.log(
      `${face.family} (${face.brand} ${face.weight}): size-adjust ${percent(size)}; ` +
        `ascent-override ${percent(brand.ascent / size)}; descent-override ${percent(brand.descent / size)}`,
    );
  });
}

void main();
