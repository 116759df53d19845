'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Tabs } from '@/components/ui/Tabs';
import { adminCareerText as t } from '@/features/careers/adminText';
import { ADMIN_QUERY, CAREER_TABS, routes, type CareerTab } from '@/lib/routing/routes';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ApplicationsPanel } from './ApplicationsPanel';
import { JobsPanel } from './JobsPanel';

const tabItems = CAREER_TABS.map((key) => ({ key, label: t.tabs[key] }));

/** Spec: two tabs, Jobs and Applications; the open one is in the URL (?tab=applications). */
export function CareerScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const tab: CareerTab = params.get(ADMIN_QUERY.tab) === 'applications' ? 'applications' : 'jobs';

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <Tabs
        label={t.tabsLabel}
        items={tabItems}
        selected={tab}
        onSelect={(next) => router.push(routes.adminCareer(next), { scroll: false })}
      >
        {tab === 'jobs' ? <JobsPanel /> : <ApplicationsPanel />}
      </Tabs>
    </>
  );
}
