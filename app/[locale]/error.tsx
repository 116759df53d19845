'use client';

import { lazy } from 'react';

// The message arrives when a page fails: this boundary is part of every page's script, so it holds
// nothing else (the message reads the page's language itself).
const ErrorMessage = lazy(() => import('@/components/site/common/ErrorMessage'));

/** A page of the site that failed as it rendered: the error page inside the site's navigation and footer. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorMessage digest={error.digest} />;
}
