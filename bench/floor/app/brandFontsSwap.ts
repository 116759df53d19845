import localFont from 'next/font/local';

// The same two typefaces loaded the way the site loaded them before (display 'swap'): the text
// re-paints in the brand face when it arrives, and on a slow line that late paint is the largest.
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  weight: '100 1000',
  display: 'swap',
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'swap',
});
