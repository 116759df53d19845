import type { Metadata, Viewport } from 'next';
import { pageMeta } from '@/content/dictionary';
import { siteOrigin } from '@/lib/seo/site';
import { dmSans, playfair } from './fonts';
import './styles/globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
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
