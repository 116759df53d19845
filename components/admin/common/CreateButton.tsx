import { Plus } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { adminText } from '@/content/admin';
import styles from './admin.module.css';

/** The screen's main action: 'Create New' (or the screen's own words for it). */
export function CreateButton({
  onClick,
  label = adminText.common.createNew,
  disabled,
}: {
  onClick: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={styles.primaryButton} onClick={onClick} disabled={disabled}>
      <Icon node={Plus} aria-hidden size={18} />
      {label}
    </button>
  );
}
