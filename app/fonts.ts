import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable packages: no font request leaves the site, at build or run time.
// Display 'swap', not preloaded: the first paint shows text at once in a stand-in face resized to
// take the brand face's room (app/styles/fallbackFaces.css: Arial, Times New Roman and their twins,
// DejaVu on Linux), and the brand face takes over when it arrives, on the first view too, without
// moving a line. With 'optional' a first view kept the stand-in to the end whenever the file came
// after the first 100 ms (on every cold view measured), so the look changed from the first page to
// the second. Not preloaded: Chrome holds the first paint for a preloaded font.
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  variable: '--font-dm-sans',
  weight: '100 1000',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['DM Sans fallback', 'DM Sans fallback DejaVu', 'system-ui', 'Segoe UI', 'Arial'],
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Playfair fallback', 'Playfair fallback DejaVu', 'Georgia', 'Times New Roman'],
});

// Arabic pages only (the class is set on their <html>): the browser fetches a weight when Arabic
// text uses it, so English pages never download these. Not preloaded, for the first paint's sake
// and because next/font preloads per layout (both languages share one). Swapped in when they
// arrive, as the English faces are, so a first view ends in them too: until then the Arabic letters
// take stand-ins resized to Plex's widths (fallbackFaces.css; Arabic only, so Latin letters still
// fall through to the English faces), so the swap moves little (e2e/fonts.spec.ts: a heading near
// its line's end may wrap once more, Arabic letters varying more in width from face to face).
export const plexArabic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-plex-arabic',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [
    'Plex Arabic fallback Noto Sans',
    'Plex Arabic fallback Noto Naskh',
    'Plex Arabic fallback DejaVu',
  ],
  // The files' own range (Arabic only, no space): without it the browser takes Plex, once loaded,
  // as the first face of every Arabic text, and its taller ascent and descent (not its stand-ins')
  // would set the height of each line's text. A literal (next/font reads this file as it builds); the
  // same as the stand-ins' range in fallbackFaces.css: fontsource's 'arabic' subset, in short.
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200D, U+FB50-FDFF, U+FE70-FEFF',
    },
  ],
});
