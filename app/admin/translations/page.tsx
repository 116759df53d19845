import { Suspense } from 'react';
import { TranslationsScreen } from '@/features/translations/admin/TranslationsScreen';

/** Static: the screen reads its `?kind=&state=` on the client (hence the Suspense boundary). */
export default function AdminTranslationsPage() {
  return (
    <Suspense>
      <TranslationsScreen />
    </Suspense>
  );
}
