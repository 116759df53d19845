'use client';

import type { ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useWatch, type FieldValues } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { api, endpoints, type ApiError, type UploadOptions, type PreviewKind } from '@/lib/api';
import { dubaiInputValue, formatDubaiTime } from '@/lib/text/dates';
import type { DialogForm } from './FormDialog';
import { useFormSave } from './useFormSave';
import styles from './admin.module.css';

const text = adminText.common.drafts;

/** What an item that keeps drafts says about them (lib/api/contract.ts `Drafts`). */
export interface DraftState {
  id: number;
  published?: boolean;
  draft: object | null;
  publishAt: string | null;
  unpublishAt: string | null;
}

/**
 * The item as its dialog opens on it: with its draft's fields, which are what staff last saved,
 * and when it is to be published and unpublished as the date-time fields hold them (Dubai time).
 */
export function asDrafted<Item extends DraftState>(
  item: Item,
): Item & { publishAt: string; unpublishAt: string } {
  const field = (at: string | null) => (at ? dubaiInputValue(at) : '');
  return { ...item, ...item.draft, publishAt: field(item.publishAt), unpublishAt: field(item.unpublishAt) };
}

/**
 * The public page of an item as it will look with its draft, in a new tab (the preview route turns
 * on draft mode for this browser; the site's language menu then shows it in Arabic too).
 */
export function openPreview(kind: PreviewKind, id: number) {
  window.open(`/api/${endpoints.preview(kind, id).path}`, '_blank', 'noopener');
}

/**
 * A content dialog's draft buttons beside its Save: "Save as draft" (or "Schedule", with a
 * "Publish at" time), which sends the form where Save does with `asDraft` and so does not change
 * what visitors see, and, while the item has a draft, "Discard draft". Give it the dialog's form
 * (useItemForm, opened on `asDrafted(item)`); it returns FormDialog's props (the form state, whose
 * problem line and busy state cover these buttons too, the buttons, and the Save label, "Publish
 * changes" while a draft is open) and the line saying the dialog shows the draft.
 *
 * `addsUnpublished`: a new item of this kind is not public until published anyway (services,
 * jobs), so Add is its draft and there is no second button for it.
 */
export function useDrafts<Values extends FieldValues, Output extends FieldValues, Item extends DraftState>({
  kind,
  state,
  item,
  invalidates,
  addsUnpublished = false,
  saveLabel,
}: {
  kind: PreviewKind;
  state: DialogForm<Values, Output> & {
    send: (values: Output, upload: UploadOptions) => Promise<Item>;
    onStale?: (error: ApiError, retry: () => void) => void;
  };
  item?: Item;
  invalidates: QueryKey[];
  addsUnpublished?: boolean;
  /** The dialog's own label of Save (FormDialog's 'Save' when not given). */
  saveLabel?: string;
}) {
  const client = useQueryClient();
  const drafting = useFormSave({
    form: state.form,
    save: (values, upload) => state.send({ ...values, asDraft: '1' }, upload),
    onStale: state.onStale,
    invalidates,
    success: (saved) =>
      saved.publishAt ? text.draftScheduled(formatDubaiTime(saved.publishAt)) : text.draftSaved,
    onSaved: state.onClose,
  });
  const discarding = useMutation({
    mutationFn: (id: number) => api.delete(endpoints.draft(kind, id)),
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
      {(item || !addsUnpublished) && (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!state.canSave || busy}
          onClick={() => void state.form.handleSubmit(drafting.submit, state.onInvalidSubmit)()}
        >
          {drafting.busy ? adminText.common.saving : publishAt ? text.schedule : text.saveDraft}
        </button>
      )}
    </>
  );

  return {
    /** FormDialog's state, extra buttons and Save label ("Publish changes" while a draft is open). */
    dialog: {
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
      saveLabel: item?.draft ? text.publishChanges : saveLabel,
    },
    /** The line saying the dialog shows the draft. */
    note: item?.draft ? <p className={styles.dialogNote}>{text.editingDraft}</p> : null,
  };
}

/**
 * The "Publish at" and "Unpublish at" fields side by side (Dubai time; the form sends
 * 'YYYY-MM-DDTHH:mm'). A kind whose unpublishing has a name of its own (a job's closing) gives
 * its field as `unpublishField`.
 */
export function PublishAtField({ unpublishField }: { unpublishField?: ReactNode }) {
  return (
    <div className={styles.fieldPair}>
      <TextField name="publishAt" label={text.publishAt} type="datetime-local" hint={text.publishAtHint} />
      {unpublishField ?? (
        <TextField
          name="unpublishAt"
          label={text.unpublishAt}
          type="datetime-local"
          hint={text.unpublishAtHint}
        />
      )}
    </div>
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
      {item.unpublishAt && (
        <span className={styles.chipPending}>{text.unpublishes(formatDubaiTime(item.unpublishAt))}</span>
      )}
    </>
  );
}
