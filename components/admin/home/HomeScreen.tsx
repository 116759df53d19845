import { Suspense } from 'react';
import { Dashboard } from '../dashboard/Dashboard';
import { BannerPanel } from './BannerPanel';
import { NewsPanel } from './NewsPanel';

/** The admin's Home (/admin and /admin/home): the live counts, then the home banner and the news. */
export function HomeScreen() {
  return (
    <>
      <Dashboard />
      <BannerPanel />
      {/* The news list reads its page and search from the address. */}
      <Suspense>
        <NewsPanel />
      </Suspense>
    </>
  );
}
