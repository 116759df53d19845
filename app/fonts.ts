import localFont from 'next/font/local';
import type { Locale } from '@/lib/i18n/locales';

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
// preloads per layout, and both languages share one). Swapped like the English faces, so a first
// Arabic view ends in Plex as the next page is drawn, not in the system's Arabic face (#45: with
// 'optional' the letters changed shape from the first page to the second). The stand-in is sized
// to Plex (fallbackFaces.css), so lines keep their height and length; Arabic letters differ from
// one face to the next word by word more than one resize can hold, so a line at the edge of its
// column may wrap a word sooner or later when Plex comes (a layout shift of at most 0.05 measured,
// under the 0.1 a page is judged good at). Beside 'optional' in one bench:lighthouse session, its
// LCP cost was within this machine's noise.
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
  // Arabic letters only (their unicode-range): it comes first in the Arabic stacks
  // (app/styles/tokens.css), and the Latin letters go on to the English faces.
  fallback: ['Plex Arabic fallback Noto', 'Plex Arabic fallback DejaVu'],
});

/** The classes on a page's <html> that give it its faces: the Arabic face on Arabic pages only. */
export function fontClassesFor(locale: Locale): string {
  return [dmSans.variable, playfair.variable, ...(locale === 'ar' ? [plexArabic.variable] : [])].join(' ');
}
