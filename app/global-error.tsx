'use client';

import { usePathname } from 'next/navigation';
import { lazy } from 'react';
import { directionOf, splitLocale } from '@/lib/i18n/locales';
import './styles/globals.css';

// The message arrives when the site fails: this boundary is part of every page's script.
const ErrorMessage = lazy(() => import('@/components/site/common/ErrorMessage'));

/** The site's layout itself failed: the error page alone, in the language of the path asked for. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <main id="main">
          <ErrorMessage locale={locale} digest={error.digest} />
        </main>
      </body>
    </html>
  );
}
