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

/** The brand faces: a variable file, or one file per weight (Plex Sans Arabic). */
const BRAND = {
  dmSans: 'node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  playfair:
    'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  plexArabic400:
    'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
  plexArabic600:
    'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
  plexArabic700:
    'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
  // Not a brand face: Android's Arabic face, measured from its published files (a dev package).
  notoNaskh400: 'node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
  notoNaskh700: 'node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2',
};

/** next/font's figures (its get-fallback-metrics-from-font-file): average width per em. */
const NEXT_WIDTHS = { arial: 934.5116279069767 / 2048, timesNewRoman: 854.3953488372093 / 2048 };

/** Next's sample: letters by their frequency in English, and spaces by word length. */
const LATIN = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
/** The site's own Arabic (its description), for the Arabic faces. */
const ARABIC =
  'كينغ لايف ش.ذ.م.م شركة في دبي متخصصة في تصدير المستخلصات الطبيعية والزيوت العطرية والأوليوريسينات ' +
  'ومساحيق التوابل والأعشاب والمنتجات المجمدة والعطور، وتورّد منتجاتها إلى شركات الأغذية ومستحضرات ' +
  'التجميل والمكملات الغذائية حول العالم.';

/**
 * Each stand-in face of fallbackFaces.css: the brand face (a family of BRAND at a weight) it stands
 * for, its own font, and the sample they are measured over.
 */
const FACES = [
  { family: 'DM Sans fallback', brand: '400 dmSans', standIn: NEXT_WIDTHS.arial, sample: LATIN },
  { family: 'DM Sans fallback DejaVu', brand: '400 dmSans', standIn: '400 "DejaVu Sans"', sample: LATIN },
  { family: 'DM Sans fallback DejaVu', brand: '700 dmSans', standIn: '700 "DejaVu Sans"', sample: LATIN },
  { family: 'Playfair fallback', brand: '400 playfair', standIn: NEXT_WIDTHS.timesNewRoman, sample: LATIN },
  { family: 'Playfair fallback DejaVu', brand: '400 playfair', standIn: '400 "DejaVu Serif"', sample: LATIN },
  // Headings are 600: the stand-in's bold face serves them.
  { family: 'Playfair fallback DejaVu', brand: '600 playfair', standIn: '700 "DejaVu Serif"', sample: LATIN },
  // Arabic text is 400, headings 600, bold 700; the stand-ins have a regular and a bold face.
  {
    family: 'Plex Arabic fallback Noto',
    brand: '400 plexArabic400',
    standIn: '400 notoNaskh400',
    sample: ARABIC,
  },
  {
    family: 'Plex Arabic fallback Noto',
    brand: '600 plexArabic600',
    standIn: '700 notoNaskh700',
    sample: ARABIC,
  },
  {
    family: 'Plex Arabic fallback Noto',
    brand: '700 plexArabic700',
    standIn: '700 notoNaskh700',
    sample: ARABIC,
  },
  {
    family: 'Plex Arabic fallback DejaVu',
    brand: '400 plexArabic400',
    standIn: '400 "DejaVu Sans"',
    sample: ARABIC,
  },
  {
    family: 'Plex Arabic fallback DejaVu',
    brand: '600 plexArabic600',
    standIn: '700 "DejaVu Sans"',
    sample: ARABIC,
  },
  {
    family: 'Plex Arabic fallback DejaVu',
    brand: '700 plexArabic700',
    standIn: '700 "DejaVu Sans"',
    sample: ARABIC,
  },
] as const;

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
    const measure = (font, sample) => {
      context.font = font.replace(/^(\\d+) /, '$1 1000px ');
      const metrics = context.measureText(sample);
      return {
        width: metrics.width / 1000 / sample.length,
        ascent: metrics.fontBoundingBoxAscent / 1000,
        descent: metrics.fontBoundingBoxDescent / 1000,
      };
    };
    const faces = ${JSON.stringify(FACES)};
    return faces.map((face) => ({
      brand: measure(face.brand, face.sample),
      standIn: typeof face.standIn === 'number' ? face.standIn : measure(face.standIn, face.sample).width,
    }));
  })()`)) as { brand: { width: number; ascent: number; descent: number }; standIn: number }[];
  await browser.close();

  FACES.forEach((face, index) => {
    const { brand, standIn } = measured[index];
    const size = brand.width / standIn;
    console.log(
      `${face.family} (${face.brand}): size-adjust ${percent(size)}; ` +
        `ascent-override ${percent(brand.ascent / size)}; descent-override ${percent(brand.descent / size)}`,
    );
  });
}

void main();
