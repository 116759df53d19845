'use client';

import { adminText } from '@/content/admin';
import { RowButton } from './RowButton';
import styles from './admin.module.css';

/**
 * The spec's Publish / Unpublish button of a row: its words say what a press does; the row's
 * name is read with it, and `onToggle` never reaches the row's own click (which opens the editor).
 */
export function PublishToggle({
  published,
  itemName,
  labels,
  onToggle,
  disabled,
}: {
  published: boolean;
  itemName: string;
  labels: { publish: string; unpublish: string };
  onToggle: (published: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <RowButton
      label={published ? labels.unpublish : labels.publish}
      of={itemName}
      className={published ? styles.unpublishButton : styles.publishButton}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(!published);
      }}
    />
  );
}

/** 'Published' or 'Unpublished' beside a row's name. */
export function StatusChip({ published }: { published: boolean }) {
  const labels = adminText.common.status;
  return (
    <span className={published ? styles.chipLive : styles.chipDraft}>
      {published ? labels.live : labels.draft}
    </span>
  );
}
