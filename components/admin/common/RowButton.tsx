import type { LucideIcon } from 'lucide-react';
import styles from './admin.module.css';

/**
 * A row's action, named with what it acts on: 'Deactivate: sara@…'. A secondary button with its
 * words, or with `icon` a round icon button beside ItemRow's own (a product's 'Documents: Vanilla').
 */
export function RowButton({
  label,
  of,
  onClick,
  disabled,
  icon: Icon,
}: {
  label: string;
  of: string;
  onClick: () => void;
  disabled?: boolean;
  icon?: LucideIcon;
}) {
  return (
    <button
      type="button"
      className={Icon ? styles.iconButton : styles.secondaryButton}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label}: ${of}`}
    >
      {Icon ? <Icon aria-hidden size={18} /> : label}
    </button>
  );
}
