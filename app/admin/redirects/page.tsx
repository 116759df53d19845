import { Suspense } from 'react';
import { RedirectsScreen } from '@/features/redirects/admin/RedirectsScreen';

/** The tab and each list's search and page live in the URL (read on the client). */
export default function AdminRedirectsPage() {
  return (
    <Suspense>
      <RedirectsScreen />
    </Suspense>
  );
}
