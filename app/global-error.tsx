'use client';

import { lazy } from 'react';

// The document arrives when a layout fails: this boundary is part of every page's script, so it
// holds nothing else (app/[locale]/error.tsx does the same inside the site's layout).
const ErrorDocument = lazy(() => import('@/app/_shell/ErrorDocument'));

/**
 * The last resort: when a layout itself fails as it renders (the site's header or footer or their
 * data, the admin's frame), the error page takes the whole document, in the page's language.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorDocument digest={error.digest} />;
}
