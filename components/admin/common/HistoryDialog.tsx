'use client';

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { Dialog } from '@/components/ui/Dialog';
import { adminText } from '@/content/admin';
import { adminHistoryText as t } from '@/features/history/adminText';
import { api, ApiError, endpoints, problemMessage, type HistoryKind } from '@/lib/api';
import type { VersionDto } from '@/features/history/dto';
import { formatDubaiTime } from '@/lib/text/dates';
import { ChangesTable } from './ChangesTable';
import { ListState } from './ListState';
import { useAdminMutation } from './mutations';
import styles from './admin.module.css';
import own from './HistoryDialog.module.css';

/** Bookkeeping a version's comparison leaves out (the server already drops the row's identity). */
const NOT_COMPARED = new Set(['position', 'updated_at']);

/**
 * An item's History: its versions newest first (who, when, what changed); one chosen shows its
 * changes field by field against the version before it, and can be restored (after a question),
 * which puts its texts and pictures back as a new version.
 */
export function HistoryDialog({
  kind,
  id,
  title,
  invalidates,
  onClose,
}: {
  kind: HistoryKind;
  id: number;
  title: string;
  /** The lists the item is shown in (they change when a version is restored). */
  invalidates: QueryKey[];
  onClose: () => void;
}) {
  const key = ['admin', 'history', kind, id];
  const history = useQuery({ queryKey: key, queryFn: () => api.get(endpoints.history(kind, id)) });
  const [chosen, setChosen] = useState<number | null>(null);
  const restore = useAdminMutation({
    mutationFn: (version: VersionDto) => api.post(endpoints.versionRestore(kind, id, version.id)),
    invalidates: [key, ...invalidates],
    success: null,
    failure: (error) =>
      void showAlert('error', {
        title: t.refusedTitle,
        text: problemMessage(error, adminText.failure),
      }),
  });

  const ask = async (version: VersionDto) => {
    const confirmed = await showAlert('question', {
      title: t.confirmRestore.title,
      text: t.confirmRestore.text(version.number),
      confirm: t.confirmRestore.confirm,
      cancel: adminText.common.cancel,
    });
    if (!confirmed) return;
    restore.mutate(version, {
      onSuccess: () => {
        setChosen(null);
        void showAlert('success', { title: t.restored(version.number), text: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) void history.refetch();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title(title)}
      closeLabel={adminText.common.close}
      className={own.dialog}
    >
      <p className={own.intro}>{t.intro}</p>
      <ListState query={history} empty={t.none} isEmpty={(data) => data.versions.length === 0}>
        {({ versions }) => {
          const selected = versions.find((v) => v.id === chosen) ?? versions[0];
          const index = versions.indexOf(selected);
          const previous = versions[index + 1];
          return (
            <div className={own.layout}>
              <ol className={own.versions} aria-label={t.versionsLabel}>
                {versions.map((version, i) => (
                  <li key={version.id}>
                    <button
                      type="button"
                      className={own.version}
                      aria-pressed={version === selected}
                      onClick={() => setChosen(version.id)}
                      data-testid="history-version"
                    >
                      <span className={own.versionName}>
                        {t.version(version.number)}
                        {i === 0 && <span className={styles.chipLive}>{t.current}</span>}
                      </span>
                      <span>{t.actions[version.action]}</span>
                      <span className={own.versionMeta}>
                        <time dateTime={version.at}>{formatDubaiTime(version.at)}</time>
                        {version.who && ` · ${version.who}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
              <section className={own.detail} aria-label={t.compareLabel(selected.number)}>
                <VersionChanges version={selected} previous={previous} />
                {index > 0 && (
                  <div className={styles.dialogActions}>
                    <button
                      type="button"
                      className={styles.primaryButton}
                      disabled={restore.isPending}
                      onClick={() => void ask(selected)}
                    >
                      {restore.isPending ? adminText.common.saving : t.restore}
                    </button>
                  </div>
                )}
              </section>
            </div>
          );
        }}
      </ListState>
    </Dialog>
  );
}

/** The fields a version changed, before and after; all of them for a first version. */
function VersionChanges({ version, previous }: { version: VersionDto; previous?: VersionDto }) {
  const changed = version.changed.filter((field) => !NOT_COMPARED.has(field));
  const fields = previous && changed.length > 0 ? changed : Object.keys(version.data);
  const names = fields.map(adminText.changes.fieldName).join(', ');
  return (
    <>
      {previous && changed.length > 0 && <p className={own.changed}>{t.changedFields(names)}</p>}
      <ChangesTable
        label={t.compareLabel(version.number)}
        fields={fields}
        columns={[
          { heading: t.previous, values: previous && changed.length > 0 ? previous.data : null },
          { heading: t.thisVersion, values: version.data },
        ]}
      />
    </>
  );
}
