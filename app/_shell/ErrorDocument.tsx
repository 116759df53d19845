'use client';

import { usePathname } from 'next/navigation';
import ErrorMessage from '@/components/site/common/ErrorMessage';
import { directionOf } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/routing/publicPaths';
import { fontClassesFor } from '../fonts';
// The layout that failed brought the site's tokens and faces: this page brings them itself.
import '../styles/globals.css';

/**
 * The whole document when a layout itself failed (app/global-error.tsx): the error message alone,
 * in the language of the page's address and the site's design, with its own title.
 */
export default function ErrorDocument({ digest }: { digest?: string }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return (
    <html lang={locale} dir={directionOf(locale)} className={fontClassesFor(locale)}>
      <body>
        <main id="main">
          <ErrorMessage digest={digest} titled />
        </main>
      </body>
    </html>
  );
}
