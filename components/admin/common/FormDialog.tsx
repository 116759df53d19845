'use client';

import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Dialog } from '@/components/ui/Dialog';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import type { FormSave } from './useFormSave';
import styles from './admin.module.css';

const text = adminText.common;

/**
 * An admin create/edit form in the shared Dialog: the fields, the problem line, upload progress,
 * and Cancel / Save. Save is enabled when `canSave` (the spec's rules) and nothing is in flight;
 * Cancel during an upload stops it.
 */
export function FormDialog<Values extends FieldValues, Output extends FieldValues>({
  open,
  onClose,
  title,
  form,
  onSubmit,
  onInvalidSubmit,
  saving,
  canSave,
  saveLabel = text.save,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  /** A Save the schema refused (e.g. the spec's 'Oops...' alert for an empty category name). */
  onInvalidSubmit?: SubmitErrorHandler<Values>;
  saving: FormSave;
  canSave: boolean;
  saveLabel?: string;
  children: React.ReactNode;
}) {
  const close = () => {
    if (saving.busy) saving.cancel();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title} closeLabel={text.close}>
      <Form form={form} onSubmit={onSubmit} onInvalidSubmit={onInvalidSubmit} className={styles.dialogForm}>
        {children}
        <FormProblem>{saving.problem}</FormProblem>
        {saving.progress !== null && (
          <progress className={styles.progress} max={100} value={saving.progress}>
            {text.uploading(saving.progress)}
          </progress>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={close}>
            {text.cancel}
          </button>
          <button type="submit" className={styles.primaryButton} disabled={!canSave || saving.busy}>
            {saving.busy ? text.saving : saveLabel}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
