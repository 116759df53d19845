'use client';

import { usePathname } from 'next/navigation';
import { directionOf } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/routing/publicPaths';
import ErrorMessage from './ErrorMessage';

/**
 * The whole document when a layout itself failed (app/global-error.tsx): the error message alone,
 * in the language of the page's address, with its own title.
 */
export default function ErrorDocument({ digest }: { digest?: string }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <main id="main">
          <ErrorMessage digest={digest} titled />
        </main>
      </body>
    </html>
  );
}
