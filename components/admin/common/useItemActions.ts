'use client';

import type { QueryKey } from '@tanstack/react-query';
import { api, type Call, type Deleted, type HistoryKind } from '@/lib/api';
import type { PublishInput } from '@/lib/validation/content';
import { confirmDelete, showDeleted, usePublishToggle, useVersionedDelete } from './mutations';

type Path = { readonly path: string };

/** What a list row can do to its item: publish or unpublish it, and delete it after the spec's confirmation. */
export interface ItemActions<Item> {
  toggle?: (item: Item, published: boolean) => void;
  /** The items keep a History (what kind they are, and the lists a restore changes). */
  history?: { kind: HistoryKind; invalidates: QueryKey[] };
  remove: (item: Item) => Promise<void>;
  isDeleting: (item: Item) => boolean;
}

/**
 * The actions of an admin list's rows. `listKey` holds the rows (the toggle changes them at once);
 * `invalidates` is what else a change alters (the overview's counts). A refusal to delete (409, a
 * category that still holds items) shows the server's reason in an alert titled `refusedTitle`,
 * or in a toast.
 */
export function useItemActions<Item extends { id: number; version?: string }>({
  listKey,
  item,
  published,
  invalidates = [],
  deleted,
  onDeleted,
  refusedTitle,
  history,
  confirmText,
}: {
  listKey: QueryKey;
  item: (id: number) => Path & { readonly DELETE: Call<void, Deleted> };
  published?: (id: number) => Path & { readonly PUT: Call<PublishInput, unknown> };
  invalidates?: QueryKey[];
  /** What was deleted, for the spec's '… has been deleted.' */
  deleted: string;
  onDeleted?: (item: Item) => void;
  refusedTitle?: string;
  /** The kind of item, when it keeps a History. */
  history?: HistoryKind;
  /** The confirmation's text, when deleting this item does more than the spec's words say. */
  confirmText?: (item: Item) => string;
}): ItemActions<Item> {
  const toggle = usePublishToggle<Item & { published: boolean }>(
    listKey,
    (id, isPublished, version) => api.put(published!(id), { published: isPublished }, { ifMatch: version }),
    invalidates,
  );
  const remove = useVersionedDelete<Item>({ item, listKey, invalidates, success: null, refusedTitle });
  return {
    history: history && { kind: history, invalidates: [listKey, ...invalidates] },
    toggle: published
      ? (row, isPublished) => toggle.mutate({ id: row.id, published: isPublished, version: row.version })
      : undefined,
    remove: async (row) => {
      if (!(await confirmDelete(confirmText?.(row)))) return;
      const version = published ? await toggle.versionAfter(row) : row.version;
      remove.mutate(
        { ...row, version },
        {
          onSuccess: () => {
            onDeleted?.(row);
            void showDeleted(deleted);
          },
        },
      );
    },
    isDeleting: (row) => remove.isPending && remove.variables?.id === row.id,
  };
}
