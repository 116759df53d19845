'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Tabs } from '@/components/ui/Tabs';
import { ADMIN_QUERY, routes } from '@/lib/routing/routes';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { adminRedirectsText as t } from '@/features/redirects/adminText';
import { NotFoundPanel } from './NotFoundPanel';
import { RedirectsPanel } from './RedirectsPanel';

const TABS = ['redirects', 'not-found'] as const;
type Tab = (typeof TABS)[number];
const tabItems = TABS.map((key) => ({
  key,
  label: key === 'redirects' ? t.tabs.redirects : t.tabs.notFound,
}));

/** Redirects (Owner, Editor): two tabs, the redirects and the 404 log; the open one is in the URL (?tab=not-found). */
export function RedirectsScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const tab: Tab = params.get(ADMIN_QUERY.tab) === 'not-found' ? 'not-found' : 'redirects';

  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Tabs
        label={t.tabsLabel}
        items={tabItems}
        selected={tab}
        onSelect={(next) =>
          router.push(
            next === 'redirects'
              ? routes.admin.redirects
              : `${routes.admin.redirects}?${ADMIN_QUERY.tab}=${next}`,
            { scroll: false },
          )
        }
      >
        {tab === 'redirects' ? <RedirectsPanel /> : <NotFoundPanel />}
      </Tabs>
    </>
  );
}
