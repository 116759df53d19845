import styles from './admin.module.css';

/** A row's action (a secondary button), named with what it acts on: 'Deactivate: sara@…'. */
export function RowButton({
  label,
  of,
  onClick,
  disabled,
}: {
  label: string;
  of: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.secondaryButton}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label}: ${of}`}
    >
      {label}
    </button>
  );
}
