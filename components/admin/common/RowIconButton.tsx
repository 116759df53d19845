import type { LucideIcon } from 'lucide-react';
import styles from './admin.module.css';

/**
 * A row's icon action, named with what it acts on ('Documents: Vanilla'): a screen's own actions
 * beside ItemRow's (its `extra`).
 */
export function RowIconButton({
  icon: Icon,
  label,
  of,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  of: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label}: ${of}`}
    >
      <Icon aria-hidden size={18} />
    </button>
  );
}
