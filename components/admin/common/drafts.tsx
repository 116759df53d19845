'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useWatch, type FieldValues } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import type { UploadOptions } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import type { DialogForm } from './FormDialog';
import { useFormSave } from './useFormSave';
import styles from './admin.module.css';

const text = adminText.common.drafts;

/** What an item that keeps drafts says about them (its DTO's `draft` and `publishAt`). */
export interface DraftState {
  id: number;
  published?: boolean;
  draft: object | null;
  publishAt: string | null;
}

/**
 * A content dialog's draft buttons beside its Save: "Save as draft" (or "Schedule", with a
 * "Publish at" time), which stores the form without changing what visitors see, and, while the
 * item has a draft, "Discard draft". Give it the dialog's form (useItemForm) and how to send each;
 * it returns the form state for FormDialog (its problem line and busy state cover these buttons
 * too) and the buttons.
 */
export function useDrafts<Values extends FieldValues, Output extends FieldValues, Item extends DraftState>({
  state,
  item,
  saveDraft,
  discardDraft,
  invalidates,
}: {
  state: DialogForm<Values, Output>;
  item?: Item;
  saveDraft: (values: Output, upload: UploadOptions) => Promise<Item>;
  discardDraft: (id: number) => Promise<Item>;
  invalidates: QueryKey[];
}) {
  const client = useQueryClient();
  const drafting = useFormSave({
    form: state.form,
    save: saveDraft,
    invalidates,
    success: (saved) =>
      saved.publishAt ? text.draftScheduled(formatDubaiTime(saved.publishAt)) : text.draftSaved,
    onSaved: state.onClose,
  });
  const discarding = useMutation({
    mutationFn: (id: number) => discardDraft(id),
    onSuccess: async () => {
      toast.success(text.discarded);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      state.onClose();
    },
    onError: (error) => toast.error(showApiError(error, state.form, adminText.failure)),
  });
  const publishAt = useWatch({ control: state.form.control, name: 'publishAt' as never }) as unknown;
  const busy = state.saving.busy || drafting.busy || discarding.isPending;

  const discard = async () => {
    if (!item) return;
    if (await showAlert('warning', text.confirmDiscard, { danger: true })) discarding.mutate(item.id);
  };

  const actions = (
    <>
      {item?.draft && (
        <button type="button" className={styles.dangerButton} onClick={() => void discard()} disabled={busy}>
          {discarding.isPending ? text.discarding : text.discard}
        </button>
      )}
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={!state.canSave || busy}
        onClick={() => void state.form.handleSubmit(drafting.submit, state.onInvalidSubmit)()}
      >
        {drafting.busy ? adminText.common.saving : publishAt ? text.schedule : text.saveDraft}
      </button>
    </>
  );

  return {
    state: {
      ...state,
      saving: {
        ...state.saving,
        problem: state.saving.problem || drafting.problem,
        progress: state.saving.progress ?? drafting.progress,
        busy,
        cancel: () => {
          state.saving.cancel();
          drafting.cancel();
        },
      },
    },
    actions,
  };
}

/** The "Publish at" field (Dubai time; the form sends 'YYYY-MM-DDTHH:mm'). */
export function PublishAtField() {
  return (
    <TextField name="publishAt" label={text.publishAt} type="datetime-local" hint={text.publishAtHint} />
  );
}

/** A row's chips: changes waiting as a draft, and when the item (or its draft) goes public. */
export function DraftChips({ item }: { item: DraftState }) {
  return (
    <>
      {item.draft && <span className={styles.chipPending}>{text.pending}</span>}
      {item.publishAt && (
        <span className={styles.chipPending}>{text.scheduled(formatDubaiTime(item.publishAt))}</span>
      )}
    </>
  );
}
