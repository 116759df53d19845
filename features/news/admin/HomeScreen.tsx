'use client';

import { Suspense } from 'react';
import { may } from '@/lib/auth/permissions';
import { useAdminSession } from '@/components/admin/AdminSession';
import { Dashboard } from '@/components/admin/dashboard/Dashboard';
import { BannerPanel } from './BannerPanel';
import { NewsPanel } from './NewsPanel';

/**
 * The admin's Home (/admin and /admin/home): the live counts, then the home banner and the news
 * (for the roles that edit content).
 */
export function HomeScreen() {
  const { user } = useAdminSession();
  return (
    <>
      <Dashboard />
      {may(user.role, 'content') && (
        <>
          <BannerPanel />
          {/* The news list reads its page and search from the address. */}
          <Suspense>
            <NewsPanel />
          </Suspense>
        </>
      )}
    </>
  );
}
