import { FormProblem } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import styles from './auth.module.css';

/** The end of each password-reset step: what went wrong, the step's button, and 'Back to login'. */
export function ResetActions({
  problem,
  label,
  busyLabel,
  busy,
  disabled,
  onBack,
}: {
  problem: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <FormProblem>{problem}</FormProblem>
      <button type="submit" className={styles.primary} disabled={disabled || busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={styles.back} onClick={onBack}>
        {adminText.reset.backToLogin}
      </button>
    </>
  );
}
