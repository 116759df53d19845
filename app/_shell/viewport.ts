import type { Viewport } from 'next';

/** The viewport of every page, public and admin. */
export const viewport: Viewport = {
  themeColor: '#0b3b3c',
  width: 'device-width',
  initialScale: 1,
};
