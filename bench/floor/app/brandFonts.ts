import localFont from 'next/font/local';

// The site's two typefaces, loaded as the site loads them (app/fonts.ts): self-hosted, display
// 'optional' over metric-matched fallbacks, not preloaded.
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
