'use client';

import Link from 'next/link';
import type { AdminOverview } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { adminText } from '@/content/admin';
import { mayFollow } from '@/features/admin/screens';
import { RequestsPerWeek } from '@/features/enquiries/RequestsPerWeek';
import { RequestsBySource } from '@/features/enquiries/RequestsBySource';
import { ExpiringCertificates } from '@/features/documents/ExpiringCertificates';
import { DownloadedDocuments } from '@/features/documents/DownloadedDocuments';
import { may } from '@/lib/auth/permissions';
import { adminSettingsText } from '@/features/settings/adminText';
import { formatDubaiTime } from '@/lib/text/dates';
import common from '@/components/admin/common/admin.module.css';
import { useAdminSession } from '../AdminSession';
import { AdminPageHeader } from '../AdminPageHeader';
import { useOverview } from '../common/overview';
import styles from './Dashboard.module.css';

const text = adminText.dashboard;
const backups = adminSettingsText.backups;

/** The overview's counts (the cards' figures). */
type Count = Exclude<keyof AdminOverview, 'failedBackupAt'>;

/**
 * The cards with a second figure under the first: how many arrived this week, or how many requests
 * waiting for an answer are past the target (a warning when there are any).
 */
const SECOND: Partial<Record<Count, { figure: Count; says: (n: number) => string; warns?: true }>> = {
  enquiries: { figure: 'newEnquiries', says: text.newThisWeek },
  applications: { figure: 'newApplications', says: text.newThisWeek },
  awaitingAnswer: { figure: 'awaitingPastTarget', says: text.pastTarget, warns: true },
};

/**
 * The live counts at the top of the admin's Home, and for those who see enquiries the requests per
 * week and by source, the certificates expiring within 30 days and the documents downloaded most.
 */
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
      {overview?.failedBackupAt && (
        <p className={`${common.notice} ${styles.warning}`} role="alert">
          {backups.dashboard(formatDubaiTime(overview.failedBackupAt))}{' '}
          <Link href={routes.admin.general}>{backups.dashboardLink}</Link>
        </p>
      )}
      <ul className={styles.grid} aria-busy={!overview && !failed}>
        {text.cards
          .filter((card) => mayFollow(user.role, card.link))
          .map((card) => {
            const second = SECOND[card.key];
            return (
              <li key={card.key}>
                <Link href={routes.adminLink(card.link)} className={styles.card}>
                  <span className={styles.label}>{card.label}</span>
                  <span className={styles.figure} data-testid={`overview-${card.key}`}>
                    {overview ? overview[card.key] : '–'}
                  </span>
                  {/* Its place is kept while the counts load, so the panels below do not move. */}
                  {second && (
                    <span
                      className={styles.weekly}
                      data-pending={!overview || undefined}
                      data-warning={(second.warns && overview && overview[second.figure] > 0) || undefined}
                    >
                      {overview ? second.says(overview[second.figure]) : '\u00a0'}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
      </ul>
      {may(user.role, 'enquiries') && <RequestsPerWeek />}
      {may(user.role, 'enquiries') && <RequestsBySource />}
      {may(user.role, 'enquiries') && <ExpiringCertificates />}
      {may(user.role, 'enquiries') && <DownloadedDocuments />}
    </>
  );
}
