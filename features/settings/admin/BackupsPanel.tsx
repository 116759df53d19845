'use client';

import { useQuery } from '@tanstack/react-query';
import { adminSettingsText } from '@/features/settings/adminText';
import { api, endpoints } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import { fileSize } from '@/lib/text/documents';
import { ListState } from '@/components/admin/common/ListState';
import styles from '@/components/admin/common/admin.module.css';
import own from './settings.module.css';

const t = adminSettingsText.backups;
export const backupsKey = ['admin', 'backups'] as const;

/**
 * The scheduled backups, newest first: when each ran and how long it took, checked or failed,
 * its archive's size and what it holds, or why it failed; above them, the schedule in force.
 */
export function BackupsPanel() {
  const backups = useQuery({ queryKey: backupsKey, queryFn: () => api.get(endpoints.backups) });
  return (
    <section className={`${styles.section} ${own.tasks}`} aria-labelledby="backups-title">
      <h2 id="backups-title" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      {backups.data && (
        <p className={styles.formSectionIntro}>
          {t.intro(backups.data.schedule, backups.data.keep, backups.data.weekly, backups.data.offsite)}
        </p>
      )}
      <ListState query={backups} empty={t.empty} isEmpty={(data) => data.runs.length === 0}>
        {({ runs }) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            {runs.map((run) => (
              <li key={run.id} className={`${styles.row} ${styles.rowWithoutImage}`} data-testid="backup-row">
                <div className={styles.rowMain}>
                  <span className={styles.rowTitleText}>
                    {t.made(formatDubaiTime(run.startedAt), run.seconds)}
                  </span>
                  {run.ok ? (
                    <p className={own.taskError}>
                      {/* The name is one unbroken token: it wraps anywhere rather than widen the row. */}
                      {run.archive}: {t.holds(fileSize(run.bytes ?? 0, 'en'), run.rows ?? 0, run.files ?? 0)}
                      {run.offsite && `, ${t.sent}`}
                    </p>
                  ) : (
                    <p className={own.taskError} dir="auto">
                      {run.error}
                    </p>
                  )}
                  <div className={styles.meta}>
                    <span className={run.ok ? styles.chipLive : styles.chipDraft}>
                      {run.ok ? t.checked : t.failed}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
