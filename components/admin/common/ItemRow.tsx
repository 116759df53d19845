'use client';

import { ExternalLink, Eye, History, Pencil, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { motion } from 'motion/react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import { adminText } from '@/content/admin';
import type { ImageDto } from '@/lib/api';
import { ArabicMissingChip } from './ArabicFields';
import { HistoryDialog } from './HistoryDialog';
import { MoveButtons, type MoveDirection } from './MoveButtons';
import { PublishToggle, StatusChip } from './PublishToggle';
import type { ItemActions } from './useItemActions';
import styles from './admin.module.css';

const common = adminText.common;

/** A row's item: its id, and (when it has them) its picture and whether it is on the website. */
export interface RowItem {
  id: number;
  image?: ImageDto;
  published?: boolean;
}

/**
 * One row of an admin list, the same on every screen: the thumbnail, the title (a click opens the
 * editor, or follows `href`), a line of text, the chips (published or not, Arabic missing, and
 * the screen's own), then the actions in one order — Publish, Move up/down, Preview or View on
 * website, the screen's own (`extra`), History, Edit, Delete (after the spec's confirmation). The
 * icon buttons show their names as tooltips (iconNamed); Delete's, the row's last, lines up with its
 * end so that it stays on the screen.
 */
export function ItemRow<Item extends RowItem>({
  item,
  title,
  testId,
  actions,
  onEdit,
  href,
  text,
  body,
  chips,
  publishLabels,
  moves,
  onPreview,
  viewHref,
  extra,
  fresh = false,
  className,
}: {
  item: Item;
  title: string;
  testId: string;
  actions: ItemActions<Item>;
  onEdit: () => void;
  /** The title is a link here (a category opens its detail) instead of opening the editor. */
  href?: string;
  text?: string;
  /** What stands under the title instead of a line of text (a job's chips). */
  body?: React.ReactNode;
  chips?: React.ReactNode;
  /** The spec's words of this screen's Publish toggle. */
  publishLabels?: { publish: string; unpublish: string };
  moves?: {
    canMoveUp: boolean;
    canMoveDown: boolean;
    onMove: (direction: MoveDirection) => void;
    focusOnMount?: MoveDirection;
  };
  onPreview?: () => void;
  /** The item's public page, linked while it is published. */
  viewHref?: string;
  /** The screen's own actions for the item (a product's Documents), before History and Edit. */
  extra?: React.ReactNode;
  /** Just added or moved here: marked and scrolled into view. */
  fresh?: boolean;
  className?: string;
}) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (fresh) row.current?.scrollIntoView({ block: 'nearest' });
  }, [fresh]);
  const named = (action: string) => `${action}: ${title}`;
  const [showHistory, setShowHistory] = useState(false);

  return (
    <motion.li
      ref={row}
      layout
      initial={{ opacity: 0, y: -6 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, x: 24 }}
      className={[styles.row, item.image ? '' : styles.rowWithoutImage, fresh ? styles.fresh : '', className]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
    >
      {item.image && (
        // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin
        <img className={styles.thumb} src={item.image.src} alt="" />
      )}
      <div className={styles.rowMain}>
        {href ? (
          <Link href={href} className={styles.rowTitleButton}>
            {title}
          </Link>
        ) : (
          <button type="button" className={styles.rowTitleButton} onClick={onEdit}>
            {title}
          </button>
        )}
        {text && <p className={styles.rowText}>{text}</p>}
        {body}
        <div className={styles.meta}>
          {item.published !== undefined && <StatusChip published={item.published} />}
          <ArabicMissingChip item={item} />
          {chips}
        </div>
      </div>
      <div className={styles.rowActions}>
        {actions.toggle && publishLabels && item.published !== undefined && (
          <PublishToggle
            published={item.published}
            itemName={title}
            labels={publishLabels}
            onToggle={(published) => actions.toggle!(item, published)}
          />
        )}
        {moves && <MoveButtons itemName={title} {...moves} />}
        {onPreview && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={onPreview}
            {...iconNamed(named(common.preview))}
          >
            <Icon node={Eye} aria-hidden size={18} />
          </button>
        )}
        {viewHref && item.published && (
          <a
            className={styles.iconButton}
            href={viewHref}
            target="_blank"
            rel="noopener"
            {...iconNamed(named(common.viewOnSite))}
          >
            <Icon node={ExternalLink} aria-hidden size={18} />
          </a>
        )}
        {extra}
        {actions.history && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setShowHistory(true)}
            {...iconNamed(named(common.history))}
          >
            <Icon node={History} aria-hidden size={18} />
          </button>
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={onEdit}
          {...iconNamed(named(common.edit))}
        >
          <Icon node={Pencil} aria-hidden size={18} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void actions.remove(item)}
          disabled={actions.isDeleting(item)}
          {...iconNamed(named(common.delete), 'end')}
        >
          <Icon node={Trash2} aria-hidden size={18} />
        </button>
      </div>
      {showHistory && actions.history && (
        <HistoryDialog
          kind={actions.history.kind}
          id={item.id}
          title={title}
          invalidates={actions.history.invalidates}
          onClose={() => setShowHistory(false)}
        />
      )}
    </motion.li>
  );
}
