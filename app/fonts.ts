import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable packages: no font request leaves the site, at build or run time.
export const dmSans = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  variable: '--font-dm-sans',
  weight: '100 1000',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Arial'],
});

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman'],
});
