import localFont from 'next/font/local';

// The site's two typefaces as the site loaded them until 29 Nov 2026: self-hosted, display
// 'optional' over next/font's metric-matched fallbacks, not preloaded (a first view kept the
// fallback whenever a file came after 100 ms; app/fonts.ts now swaps over resized stand-ins).
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  weight: '100 1000',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});
