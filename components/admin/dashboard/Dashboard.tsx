'use client';

import Link from 'next/link';
import type { AdminOverview } from '@/lib/api';
import { adminText } from '@/content/admin';
import { useAdminSession } from '../AdminSession';
import { AdminPageHeader } from '../AdminPageHeader';
import { useOverview } from '../common/overview';
import styles from './Dashboard.module.css';

const text = adminText.dashboard;

/** The live counts at the top of the admin's Home. */
export function Dashboard() {
  const { user } = useAdminSession();
  const query = useOverview();
  const overview = query.data;
  const failed = query.isError;

  const weekly: Partial<Record<keyof AdminOverview, number>> = overview
    ? { enquiries: overview.newEnquiries, applications: overview.newApplications }
    : {};

  return (
    <>
      <AdminPageHeader title={text.title} intro={`${text.greeting(user.name)} ${text.intro}`} />
      {failed && (
        <p className={styles.error} role="alert">
          {text.loadFailed}
        </p>
      )}
      <ul className={styles.grid} aria-busy={!overview && !failed}>
        {text.cards.map((card) => (
          <li key={card.key}>
            <Link href={card.href} className={styles.card}>
              <span className={styles.label}>{card.label}</span>
              <span className={styles.figure} data-testid={`overview-${card.key}`}>
                {overview ? overview[card.key] : '–'}
              </span>
              {weekly[card.key] !== undefined && (
                <span className={styles.weekly}>{text.newThisWeek(weekly[card.key] ?? 0)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
