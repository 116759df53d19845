'use client';

import Link from 'next/link';
import type { AdminOverview } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { adminText } from '@/content/admin';
import { mayFollow } from '@/features/admin/screenAccess';
import { useAdminSession } from '../AdminSession';
import { AdminPageHeader } from '../AdminPageHeader';
import { useOverview } from '../common/overview';
import styles from './Dashboard.module.css';

const text = adminText.dashboard;

/** The cards that also say how many arrived this week, and where that figure is. */
const WEEKLY: Partial<Record<keyof AdminOverview, keyof AdminOverview>> = {
  enquiries: 'newEnquiries',
  applications: 'newApplications',
};

/** The live counts at the top of the admin's Home. */
export function Dashboard() {
  const { user } = useAdminSession();
  const query = useOverview();
  const overview = query.data;
  const failed = query.isError;

  return (
    <>
      <AdminPageHeader title={text.title} intro={`${text.greeting(user.name)} ${text.intro}`} />
      {failed && (
        <p className={styles.error} role="alert">
          {text.loadFailed}
        </p>
      )}
      <ul className={styles.grid} aria-busy={!overview && !failed}>
        {text.cards
          .filter((card) => mayFollow(user.role, card.link))
          .map((card) => {
            const weekly = WEEKLY[card.key];
            return (
              <li key={card.key}>
                <Link href={routes.adminLink(card.link)} className={styles.card}>
                  <span className={styles.label}>{card.label}</span>
                  <span className={styles.figure} data-testid={`overview-${card.key}`}>
                    {overview ? overview[card.key] : '–'}
                  </span>
                  {/* Its place is kept while the counts load, so the panels below do not move. */}
                  {weekly && (
                    <span className={styles.weekly} data-pending={!overview || undefined}>
                      {overview ? text.newThisWeek(overview[weekly]) : '\u00a0'}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
      </ul>
    </>
  );
}
