import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin/AdminGate';
import { TipDismiss } from '@/components/ui/TipDismiss';
import { adminText } from '@/content/admin';
import { siteOrigin } from '@/lib/seo/site';
import { fontClassesFor } from '../fonts';
import '../styles/globals.css';

export { viewport } from '../_shell/viewport';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: adminText.metaTitle,
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The admin island, in English (its own root layout: the public pages' is per language). Rendered
 * on the client; the gate shows the login or the shell with the page. Escape hides the tooltips on
 * both (TipDismiss).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={fontClassesFor('en')}>
      <body>
        <AdminGate>{children}</AdminGate>
        <TipDismiss />
      </body>
    </html>
  );
}
