'use client';

import { useParams } from 'next/navigation';
import { lazy } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

// The message arrives when a page fails: this boundary is part of every page's script.
const ErrorMessage = lazy(() => import('@/components/site/common/ErrorMessage'));

/** A page of the site that failed as it rendered: the error page inside the site's navigation and footer. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>();
  return <ErrorMessage locale={locale && isLocale(locale) ? locale : DEFAULT_LOCALE} digest={error.digest} />;
}
