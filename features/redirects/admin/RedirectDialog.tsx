'use client';

import { useWatch } from 'react-hook-form';
import { SelectField, TextField, TextareaField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { endpoints } from '@/lib/api';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { adminRedirectsText, REDIRECT_TARGET_KINDS } from '@/features/redirects/adminText';
import type { RedirectDto, RedirectSaved } from '@/features/redirects/dto';
import { NOTE_MAX, REDIRECT_STATUSES, redirectSchema } from '@/features/redirects/adminValidation';

const t = adminRedirectsText.dialog;
export const redirectsKey = ['admin', 'redirects'] as const;

const kindChoices = (['', ...REDIRECT_TARGET_KINDS] as const).map((kind) => ({
  value: kind,
  label: t.targetKinds[kind],
}));
const statusChoices = REDIRECT_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/**
 * A redirect's dialog: from a path, to a path or address or to an item (which it follows), its kind
 * and a note. `source` fills the path for a new one (the 404 log's "Create redirect"). A save that
 * flattened a chain says so in its toast.
 */
export function RedirectDialog({
  item,
  source,
  onClose,
}: {
  item?: RedirectDto;
  source?: string;
  onClose: () => void;
}) {
  const state = useItemForm({
    schema: redirectSchema,
    item,
    values: { source: source ?? '', targetKind: '', status: '308' },
    to: { create: endpoints.redirects, update: endpoints.redirect },
    invalidates: [redirectsKey],
    created: (saved: RedirectSaved) => [adminRedirectsText.created, ...(saved.notices ?? [])].join(' '),
    updated: (saved: RedirectSaved) => [adminText.common.saved, ...(saved.notices ?? [])].join(' '),
    onClose,
  });
  const kind = useWatch({ control: state.form.control, name: 'targetKind' });
  return (
    <FormDialog state={state} title={item ? t.edit : t.create}>
      <TextField name="source" label={t.source} hint={t.sourceHint} required autoComplete="off" />
      <SelectField name="targetKind" label={t.targetKind} choices={kindChoices} />
      {kind ? (
        <TextField name="targetId" label={t.targetId} hint={t.targetIdHint} required inputMode="numeric" />
      ) : (
        <TextField name="target" label={t.target} hint={t.targetHint} required autoComplete="off" />
      )}
      <SelectField name="status" label={t.status} choices={statusChoices} />
      <TextareaField name="note" label={t.note} maxLength={NOTE_MAX} rows={2} />
    </FormDialog>
  );
}
