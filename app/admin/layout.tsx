import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin/AdminGate';
import { adminText } from '@/content/admin';

export const metadata: Metadata = {
  title: adminText.metaTitle,
  robots: { index: false, follow: false, nocache: true },
};

/** The admin island: rendered on the client; the gate shows the login or the shell with the page. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminGate>{children}</AdminGate>;
}
