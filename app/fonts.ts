import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable packages: no font request leaves the site, at build or run time.
// Both are preloaded (the first screen uses both) with display 'optional': the first paint shows
// text at once in the metric-matched fallback next/font generates (adjustFontFallback), and a face
// that arrives late is kept for the next page instead of swapped in, so it never re-flows the text
// or moves the largest paint. On a fast line, and on every later view, the brand faces are there
// before the first paint. bench:lighthouse shows the cost beside the floor ('floor + brand fonts').
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  variable: '--font-dm-sans',
  weight: '100 1000',
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Arial'],
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman'],
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
  fallback: ['Tahoma', 'Arial'],
});
