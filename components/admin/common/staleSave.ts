'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { askChoice, showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { ApiError } from '@/lib/api';

const text = adminText.common.stale;

/** Whether `error` is a save refused because someone changed the item after it was read (409 `stale`). */
export function isStaleSave(error: unknown): error is ApiError {
  return error instanceof ApiError && error.stale;
}

/** In plain words: who changed the item, how long ago, and which fields (then what to do, `say`'s words). */
export function staleText(error: ApiError, now = Date.now(), say = text.text): string {
  const { changedBy, changedAt, changed = [] } = error.body;
  const minutes = changedAt ? Math.max(0, Math.floor((now - Date.parse(changedAt)) / 60_000)) : 0;
  return say(text.who(changedBy?.name ?? null), text.ago(minutes), changed);
}

/**
 * Asks what to do about a stale save: 'reload' (their version, after confirming that what was typed
 * is lost when `edited`), 'overwrite' (save again over theirs, at the version they left), or
 * nothing (keep editing).
 */
export async function askAboutStaleSave(
  error: ApiError,
  edited: boolean,
): Promise<'reload' | 'overwrite' | null> {
  const choice = await askChoice({
    title: text.title,
    text: staleText(error),
    confirm: text.reload,
    deny: text.overwrite,
    cancel: text.keepEditing,
  });
  if (choice === 'deny') return 'overwrite';
  if (choice !== 'confirm') return null;
  if (!edited) return 'reload';
  const sure = await showAlert(
    'warning',
    { title: text.discardTitle, text: text.discardText, confirm: text.discard, cancel: text.keepEditing },
    { danger: true },
  );
  return sure ? 'reload' : null;
}

/**
 * What a dialog does when its save is refused as stale (useFormSave's `onStale`): "Save anyway"
 * moves the dialog on to the version the refusal gave (`saveAt`: the version every save of the
 * dialog sends) and sends the same values again; "Reload" refetches `invalidates`, then
 * `reloaded()` (the dialog reopens on the fresh item, or closes).
 */
export function useStaleSave(
  saveAt: (version: string | null | undefined) => void,
  invalidates: QueryKey[],
  reloaded: () => void,
) {
  const client = useQueryClient();
  return async (error: ApiError, retry: () => void) => {
    // What was sent is what staff typed: Reload asks before it is lost.
    const choice = await askAboutStaleSave(error, true);
    if (choice === 'overwrite') {
      saveAt(error.body.version);
      retry();
    } else if (choice === 'reload') {
      await Promise.all(invalidates.map((queryKey) => client.refetchQueries({ queryKey })));
      reloaded();
    }
  };
}

/**
 * The version of an item a dialog was read at (its DTO's `version`), which every save of the
 * dialog sends (If-Match), and `saveAt`, which moves it on ("Save anyway": useStaleSave).
 */
export function useItemVersion(initial: string | undefined) {
  const version = useRef(initial);
  const saveAt = (at: string | null | undefined) => {
    version.current = at ?? version.current;
  };
  return { version, saveAt };
}
