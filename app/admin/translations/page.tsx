import { Suspense } from 'react';
import { TranslationsScreen } from '@/features/translations/admin/TranslationsScreen';
import { TRANSLATION_KINDS } from '@/features/translations/kinds';

/**
 * Static: the screen reads its `?kind=&state=` on the client (hence the Suspense boundary). The
 * kinds are the server's list, given here at build so the screen's bundle carries no collection.
 */
export default function AdminTranslationsPage() {
  return (
    <Suspense>
      <TranslationsScreen kinds={TRANSLATION_KINDS} />
    </Suspense>
  );
}
