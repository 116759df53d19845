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
// text uses it, so English pages never download these. Not preloaded for the same reason (next/font
// preloads per layout, and both languages share one), so they arrive after the first layout:
// 'optional' keeps the system's Arabic face on a first view when they are late rather than
// swapping and re-flowing every Arabic line (a layout shift of 0.03-0.04 on the detail pages);
// they are cached for the next page.
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
  display: 'optional',
  preload: false,
  // No fallback of its own: it comes first in the Arabic stacks (app/styles/tokens.css), and a
  // fallback here would take the Latin letters before the English faces.
  adjustFontFallback: false,
  fallback: [],
});
