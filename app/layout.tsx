import type { Metadata, Viewport } from 'next';
import { pageMeta } from '@/content/dictionary';
import { dmSans, playfair } from './fonts';
import './styles/globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: { default: pageMeta.defaultTitle, template: pageMeta.titleTemplate },
  description: pageMeta.defaultDescription,
  applicationName: pageMeta.siteName,
  openGraph: { siteName: pageMeta.siteName, type: 'website', locale: 'en' },
};

export const viewport: Viewport = {
  themeColor: '#0b3b3c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${dmSans.variable} ${playfair.variable}`}>
      <body>{children}</body>
    </html>
  );
}
