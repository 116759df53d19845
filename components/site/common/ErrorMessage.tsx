'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { errorPageText } from '@/content/errorPage';
import { failedLoadRequestId } from '@/lib/http/serverTiming';
import { routesFor } from '@/lib/routing/publicRoutes';
import { splitLocale } from '@/lib/routing/publicPaths';
import styles from '@/components/ui/NotFoundMessage.module.css';
import bidi from '@/components/ui/Bidi.module.css';

/** The load entry never changes once the page is there. */
const unchanging = () => () => {};

/**
 * What a visitor sees when a page fails as it renders, in the page's language and the 404 page's
 * design: what happened, a reference to quote, a way to try again (the page loaded afresh) and a
 * way home. The reference is the failed load's request id, which the server's log lines carry
 * (with the error's digest: instrumentation.ts); a page that fails after it has loaded (moving
 * within the site) has only the digest, which the same log line names. Loaded when a page fails
 * (its error boundaries, app/[locale]/error.tsx and app/global-error.tsx, are in every page's script).
 */
export default function ErrorMessage({ digest, titled }: { digest?: string; titled?: boolean }) {
  // The address's language: a failed layout's page (app/global-error.tsx) has no locale of its own.
  const { locale } = splitLocale(usePathname() ?? '/');
  const t = errorPageText[locale];
  // The server's render of this message cannot know the browser's load entry: the digest there.
  const reference = useSyncExternalStore(
    unchanging,
    () => failedLoadRequestId() ?? digest,
    () => digest,
  );
  return (
    <section className={styles.wrap} aria-labelledby="error-title">
      {/* The page's title when the layout that gives one failed (React puts it in the head). */}
      {titled && <title>{t.title}</title>}
      {/* eslint-disable-next-line @next/next/no-img-element -- the 404 page's art, as it is */}
      <img src="/artwork/not-found.svg" alt="" width={320} height={240} className={styles.art} />
      <div className={styles.text}>
        <h1 id="error-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.text}</p>
        {reference && (
          <p>
            {t.reference}:{' '}
            <bdi dir="ltr" className={bidi.code}>
              {reference}
            </bdi>
          </p>
        )}
        <ul className={styles.links}>
          <li>
            <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
              {t.retry}
            </button>
          </li>
          <li>
            <a href={routesFor(locale).home()} className={styles.secondary}>
              {t.home}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
