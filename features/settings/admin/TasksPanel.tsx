'use client';

import { useQuery } from '@tanstack/react-query';
import { adminSettingsText } from '@/features/settings/adminText';
import { api, endpoints, type FailedTaskDto } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import { ListState } from '@/components/admin/common/ListState';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { RowButton } from '@/components/admin/common/RowButton';
import styles from '@/components/admin/common/admin.module.css';
import own from './settings.module.css';

const t = adminSettingsText.tasks;
export const failedTasksKey = ['admin', 'tasks'] as const;

const kindOf = (task: FailedTaskDto) => t.kinds[task.name] ?? task.name;

/**
 * The background tasks that failed every try, newest first: what each was, its error, when it
 * gave up; Retry runs it again now (and it leaves the list).
 */
export function TasksPanel() {
  const tasks = useQuery({ queryKey: failedTasksKey, queryFn: () => api.get(endpoints.failedTasks) });
  const retry = useAdminMutation({
    mutationFn: (task: FailedTaskDto) => api.post(endpoints.taskRetry(task.name, task.id)),
    invalidates: [failedTasksKey],
    success: null,
  });
  return (
    <section className={`${styles.section} ${own.tasks}`} aria-labelledby="background-tasks-title">
      <h2 id="background-tasks-title" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <p className={styles.formSectionIntro}>{t.intro}</p>
      <ListState query={tasks} empty={t.empty}>
        {(failed) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            {failed.map((task) => (
              <li key={task.id} className={`${styles.row} ${styles.rowWithoutImage}`} data-testid="task-row">
                <div className={styles.rowMain}>
                  <span className={styles.rowTitleText}>{kindOf(task)}</span>
                  {/* In full, never clipped: it is what tells the Owner what to fix. */}
                  <p className={own.taskError} dir="auto">
                    {task.error}
                  </p>
                  <div className={styles.meta}>
                    <span className={styles.chipDraft}>
                      {t.failed(formatDubaiTime(task.failedAt), task.tries)}
                    </span>
                  </div>
                </div>
                <div className={styles.rowActions}>
                  <RowButton
                    label={t.retry}
                    of={kindOf(task)}
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(task)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
