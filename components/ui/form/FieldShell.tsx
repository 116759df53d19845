import styles from './Field.module.css';
import Bidi, { bidiNode } from '../Bidi';

/** Label, control, hint and error line of one field; the control comes as children. */
export function FieldShell({
  field,
  label,
  required,
  hint,
  asLabel = true,
  errorLine = true,
  className,
  children,
}: {
  field: { id: string; labelId: string; hintId: string; errorId: string; error: string };
  label: React.ReactNode;
  /** Marks the field with an asterisk (the schema decides what is really required). */
  required?: boolean;
  hint?: React.ReactNode;
  /** false when the control is not an input a <label for> can name (a drop zone names itself). */
  asLabel?: boolean;
  /** false when the control shows its own error list (the drop zone). */
  errorLine?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const text = (
    <>
      {bidiNode(label)}
      {required && <span className={styles.required}> *</span>}
    </>
  );
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {asLabel ? (
        <label id={field.labelId} htmlFor={field.id} className={styles.label}>
          {text}
        </label>
      ) : (
        <span id={field.labelId} className={styles.label}>
          {text}
        </span>
      )}
      {children}
      <FieldNotes field={field} hint={hint} errorLine={errorLine} />
    </div>
  );
}

/** Under a field's control: its hint, and the line its error is announced in. */
export function FieldNotes({
  field,
  hint,
  errorLine = true,
}: {
  field: { hintId: string; errorId: string; error: string };
  hint?: React.ReactNode;
  errorLine?: boolean;
}) {
  return (
    <>
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {bidiNode(hint)}
        </p>
      )}
      {errorLine && (
        <p id={field.errorId} className={styles.error} aria-live="polite">
          <Bidi text={field.error} />
        </p>
      )}
    </>
  );
}
