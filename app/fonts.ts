import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable packages: no font request leaves the site, at build or run time.
// Display 'optional' and not preloaded: the first paint shows text at once, in the metric-matched
// fallback next/font generates (adjustFontFallback), unless the face is there within the first
// 100 ms (a fast line, or any later page: the files are cached for a year); a face that arrives
// later is kept for the next page instead of swapped in, so it never re-flows the text or moves
// the largest paint. Not preloaded because Chrome holds the first paint until a preloaded
// 'optional' font has arrived: on the bench's throttled line that cost +0.7 s of LCP, the same
// as 'swap' (bench:lighthouse, 'really throttled').
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  variable: '--font-dm-sans',
  weight: '100 1000',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Arial'],
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'optional',
  preload: false,
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
  // No fallback of its own: it comes first in the Arabic stacks (app/styles/tokens.css), and a
  // fallback here would take the Latin letters before the English faces.
  adjustFontFallback: false,
  fallback: [],
});
