'use client';

import { useQuery } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminHistoryText } from '@/features/history/adminText';
import { api, endpoints, problemMessage } from '@/lib/api';
import type { TrashItemDto } from '@/features/history/dto';
import { formatDubaiTime } from '@/lib/text/dates';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListState } from '@/components/admin/common/ListState';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { RowButton } from '@/components/admin/common/RowButton';
import styles from '@/components/admin/common/admin.module.css';

const t = adminHistoryText.trash;
export const trashKey = ['admin', 'trash'] as const;

/**
 * Deleted items of the last 30 days, of the kinds the role may use, the latest first: what each
 * was, who deleted it and when, how long it stays; Restore puts it back as it was.
 */
export function TrashScreen() {
  const trash = useQuery({ queryKey: trashKey, queryFn: () => api.get(endpoints.trash) });
  const restore = useAdminMutation({
    mutationFn: (item: TrashItemDto) => api.post(endpoints.trashRestore(item.kind, item.id)),
    // Every admin list may show it again.
    invalidates: [['admin']],
    success: null,
    failure: (error) =>
      void showAlert('error', {
        title: adminHistoryText.refusedTitle,
        text: problemMessage(error, adminText.failure),
      }),
  });

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <ListState query={trash} empty={t.empty}>
        {(items) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            {items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className={`${styles.row} ${styles.rowWithoutImage}`}
                data-testid="trash-row"
              >
                <div className={styles.rowMain}>
                  <span className={styles.rowTitleText}>{item.title}</span>
                  <p className={styles.rowText}>
                    {t.deleted(formatDubaiTime(item.deletedAt), item.deletedBy)}
                  </p>
                  <div className={styles.meta}>
                    <span className={styles.chip}>{item.kindName}</span>
                    <span className={styles.chipDraft}>{t.keptUntil(formatDubaiTime(item.keptUntil))}</span>
                  </div>
                </div>
                <div className={styles.rowActions}>
                  <RowButton
                    label={t.restore}
                    of={item.title}
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(item, {
                        onSuccess: () =>
                          void showAlert('success', { title: t.restored(item.title), text: '' }),
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
