'use client';

import { createContext, useContext, useEffect } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { Dialog } from '@/components/ui/Dialog';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import { focusFieldInUrl } from './dialogInUrl';
import type { FormSave } from './useFormSave';
import styles from './admin.module.css';

const text = adminText.common;

/** What a dialog's form is: the form, its save, whether Save may be pressed (see useItemForm). */
export interface DialogForm<Values extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Values, unknown, Output>;
  saving: FormSave & { submit: (values: Output) => void };
  canSave: boolean;
  /** A submit that found invalid fields (the spec's 'Empty Field' alerts). */
  onInvalidSubmit?: SubmitErrorHandler<Values>;
  onClose: () => void;
  /** The item being edited; none for a new one. */
  item?: { id: number; image?: { src: string; alt: string } };
}

const DialogItem = createContext<DialogForm<FieldValues, FieldValues>['item']>(undefined);

/** The item the surrounding dialog edits (none: it creates one). */
export function useDialogItem() {
  return useContext(DialogItem);
}

/** What went wrong with the last save, and how far an upload has gone. */
export function SaveStatus({ saving }: { saving: FormSave }) {
  return (
    <>
      <FormProblem>{saving.problem}</FormProblem>
      {saving.progress !== null && (
        <progress className={styles.progress} max={100} value={saving.progress}>
          {text.uploading(saving.progress)}
        </progress>
      )}
    </>
  );
}

/**
 * An admin create/edit form in the shared Dialog: the fields, the problem line, upload progress,
 * and Cancel / Save. Save is enabled when `canSave` and nothing is in flight; Cancel during an
 * upload stops it.
 */
export function FormDialog<Values extends FieldValues, Output extends FieldValues>({
  state: { form, saving, canSave, onInvalidSubmit, onClose, item },
  title,
  saveLabel = text.save,
  className,
  actions,
  children,
}: {
  state: DialogForm<Values, Output>;
  title: string;
  saveLabel?: string;
  /** The dialog's own class (e.g. a wider dialog for a long form). */
  className?: string;
  /** More buttons, between Cancel and Save (a draft's "Save as draft", "Discard draft"). */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const close = () => {
    if (saving.busy) saving.cancel();
    onClose();
  };
  // Opened by a link at a field (?field=, the Translations screen): that field, not the first.
  useEffect(() => focusFieldInUrl((name) => form.setFocus(name as never)), [form]);
  return (
    <Dialog open onClose={close} title={title} closeLabel={text.close} className={className}>
      <DialogItem.Provider value={item}>
        <Form
          form={form}
          onSubmit={saving.submit}
          onInvalidSubmit={onInvalidSubmit}
          className={styles.dialogForm}
        >
          {children}
          <SaveStatus saving={saving} />
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondaryButton} onClick={close}>
              {text.cancel}
            </button>
            {actions}
            <button type="submit" className={styles.primaryButton} disabled={!canSave || saving.busy}>
              {saving.busy ? text.saving : saveLabel}
            </button>
          </div>
        </Form>
      </DialogItem.Provider>
    </Dialog>
  );
}
