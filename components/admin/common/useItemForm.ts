'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryKey } from '@tanstack/react-query';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { api, type Call, type UploadOptions } from '@/lib/api';
import { isFileField } from '@/lib/validation/fields';
import { toFormData } from '@/lib/validation/formData';
import { useFormSave } from './useFormSave';
import { useItemVersion, useStaleSave } from './staleSave';
import { useReopenDialog } from './useEditor';
import type { SaveOptions } from '@/lib/api';

type Shape = z.ZodMiniObject['shape'];
type Path = { readonly path: string };
/**
 * Where a form's values go: a new item is POSTed to `create`, an edit PATCHed to `update(id)` (a
 * form that only creates, such as an invitation, has none).
 */
export interface SaveTargets<Item> {
  create: Path & { readonly POST: Call<unknown, Item> };
  update?: (id: number) => Path & { readonly PATCH: Call<unknown, Item> };
}

/**
 * The values a form starts with: for each field of the schema, the item's text of that name; else
 * `values` (a field the item holds under another name, a new item's date); else empty text, or no
 * file (an edit keeps the stored picture unless another is chosen).
 */
export function formDefaults(shape: Shape, item: object | undefined, values: object = {}): FieldValues {
  const own = (item ?? {}) as Record<string, unknown>;
  const given = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(shape).map((name) => {
      if (typeof own[name] === 'string') return [name, own[name]];
      if (given[name] !== undefined) return [name, given[name]];
      return [name, isFileField(shape[name]) ? undefined : ''];
    }),
  );
}

/**
 * Whether Save may be pressed: the schema accepts the values, except that a field whose blank
 * message the spec shows in an alert (`alerted`) only needs something typed, so the alert can be
 * reached by pressing Save.
 */
export function canSaveWith(schema: z.ZodMiniType, values: unknown, alerted?: string): boolean {
  const result = schema.safeParse(values);
  if (result.success) return true;
  const typed = alerted ? (values as Record<string, unknown>)[alerted] : undefined;
  return result.error.issues.every(
    (issue) =>
      alerted !== undefined && issue.path[0] === alerted && typeof typed === 'string' && typed !== '',
  );
}

/**
 * An admin create/edit form from its zod schema and the item it edits: its defaults, whether
 * Save is enabled, the spec's alert for a blank field, and the save itself — multipart when the
 * schema has a file field, else JSON — with the affected lists refreshed.
 */
export function useItemForm<S extends z.ZodMiniObject, Item extends { id: number }>({
  schema,
  item,
  values,
  to,
  invalidates,
  created,
  onClose,
  onCreated,
  alert,
  saveAlways = false,
  updated,
}: {
  /** The form's schema: for an edit, the one that lets the picture stay as it is. */
  schema: S;
  item?: Item;
  values?: Partial<z.input<S>>;
  to: SaveTargets<Item>;
  invalidates: QueryKey[];
  /** The toast after creating (it may name the new item); an edit says 'Saved.' */
  created: string | ((saved: Item) => string);
  /** The toast after an edit, when it says more than 'Saved.' (what the save also did). */
  updated?: (saved: Item) => string;
  /** Closes the dialog: after a save, or on Cancel. */
  onClose: () => void;
  onCreated?: (saved: Item) => void;
  /** Spec: a blank `field` answers with this alert when Save is pressed. */
  alert?: { field: keyof z.input<S> & string; title: string; text: string };
  /** Spec (product categories): Save is never disabled; what is missing is said after a press. */
  saveAlways?: boolean;
}) {
  type Values = z.input<S> & FieldValues;
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>,
    mode: 'onTouched',
    defaultValues: formDefaults(schema.shape, item, values) as DefaultValues<Values>,
  });
  const watched = useWatch({ control: form.control });
  const multipart = Object.values(schema.shape).some(isFileField);

  // The version of the item the form was read at: every save of an edit sends it (If-Match), so a
  // save over another's change is refused (lib/audit/versions.ts); "Save anyway" moves it on.
  const { version, saveAt } = useItemVersion((item as { version?: string } | undefined)?.version);
  const reopen = useReopenDialog();
  const send = (output: z.output<S>, upload: UploadOptions): Promise<Item> => {
    const body = multipart ? toFormData(output as Record<string, unknown>) : output;
    const target = item && to.update ? to.update(item.id) : to.create;
    const method = item ? 'PATCH' : 'POST';
    const ifMatch = item ? version.current : undefined;
    if (multipart)
      return api.upload(target as never, method, body as FormData, { ...upload, ifMatch }) as Promise<Item>;
    const json = (item ? api.patch : api.post) as (
      endpoint: Path,
      body: unknown,
      options?: SaveOptions,
    ) => Promise<Item>;
    return json(target, body, item ? { ifMatch } : undefined);
  };
  const onStale = useStaleSave(saveAt, invalidates, reopen ?? onClose);
  const saving = useFormSave({
    form,
    save: send,
    invalidates,
    success: item ? (updated ?? adminText.common.saved) : created,
    onSaved: (saved) => {
      onClose();
      if (!item) onCreated?.(saved);
    },
    onStale,
  });

  return {
    form,
    saving,
    /** Sends values where Save sends them (drafts send theirs with `asDraft`: common/drafts.tsx). */
    send,
    /** What a stale save of this form does next (drafts' buttons share it). */
    onStale,
    item,
    onClose,
    canSave: saveAlways || canSaveWith(schema, watched, alert?.field),
    onInvalidSubmit: alert
      ? (errors: Record<string, { message?: unknown } | undefined>) => {
          if (errors[alert.field]?.message === alert.text)
            void showAlert('error', { title: alert.title, text: alert.text });
        }
      : undefined,
  };
}
