'use client';

import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { api, ApiError, problemMessage, type Call, type Deleted } from '@/lib/api';
import { isStaleSave, staleText } from './staleSave';

const text = adminText.common;

/**
 * A change on an admin screen: while it runs its button can say so (`isPending`); afterwards the
 * lists it affects are fetched again and a toast says what happened. A failure shows a toast with
 * the server's words (the caller's form keeps what staff typed).
 */
export function useAdminMutation<Input, Output>({
  mutationFn,
  invalidates,
  success,
  failure,
}: {
  mutationFn: (input: Input) => Promise<Output>;
  /** Query keys (prefixes) to fetch again once it succeeded. */
  invalidates: QueryKey[];
  /** The toast on success (none when null). */
  success: string | null | ((output: Output) => string | null);
  /** Says what went wrong in place of the toast (e.g. an alert with the server's reason). */
  failure?: (error: unknown) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (output) => {
      const message = typeof success === 'function' ? success(output) : success;
      if (message) toast.success(message);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (failure) failure(error);
      else toast.error(problemMessage(error, adminText.failure));
    },
  });
}

type Rows<Row> = Row[] | { items: Row[] };

/** `data` (a plain list or a page with `items`) with the row `id` changed by `change`. */
function changeRow<Row extends { id: number }>(
  data: Rows<Row> | undefined,
  id: number,
  change: (row: Row) => Row,
): Rows<Row> | undefined {
  if (!data) return data;
  const rows = (list: Row[]) => list.map((row) => (row.id === id ? change(row) : row));
  return Array.isArray(data) ? rows(data) : { ...data, items: rows(data.items) };
}

/**
 * A publish switch that changes at once (optimistic) and goes back if the server refuses. `listKey`
 * is the query holding the rows (a plain list or a page with `items`). A row's `version` goes with
 * the switch (If-Match): when someone changed the item since the list was read, the switch is
 * refused, an alert says who changed what, and the list shows their version. The server's answer
 * (the item at its new version) goes into the row at once, and `versionAfter` waits for a switch
 * still on its way: a delete pressed right after a publish sends the version the publish made, not
 * the one the list was read at (which the server would refuse as someone else's change).
 */
export function usePublishToggle<Row extends { id: number; published: boolean; version?: string }>(
  listKey: QueryKey,
  send: (id: number, published: boolean, version: string | undefined) => Promise<unknown>,
  invalidates: QueryKey[] = [],
) {
  const client = useQueryClient();
  const inFlight = useRef(new Map<number, Promise<string | undefined>>());
  const mutation = useMutation({
    mutationFn: ({ id, published, version }: { id: number; published: boolean; version?: string }) => {
      const sent = send(id, published, version);
      const versionMade = sent.then(versionOf, () => undefined);
      inFlight.current.set(id, versionMade);
      void versionMade.then(() => {
        if (inFlight.current.get(id) === versionMade) inFlight.current.delete(id);
      });
      return sent;
    },
    onMutate: async ({ id, published }) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueriesData<Rows<Row>>({ queryKey: listKey });
      client.setQueriesData<Rows<Row>>({ queryKey: listKey }, (data) =>
        changeRow(data, id, (row) => ({ ...row, published })),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      if (isStaleSave(error))
        void showAlert('warning', {
          title: text.stale.title,
          text: staleText(error, Date.now(), text.stale.listText),
        });
      else toast.error(problemMessage(error, adminText.failure));
    },
    onSuccess: (output, { id, published }) => {
      const version = versionOf(output);
      if (version)
        client.setQueriesData<Rows<Row>>({ queryKey: listKey }, (data) =>
          changeRow(data, id, (row) => ({ ...row, published, version })),
        );
      toast.success(published ? text.published : text.unpublished);
    },
    onSettled: async () => {
      await Promise.all([listKey, ...invalidates].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  /** The row's newest version once a switch of it still on its way is answered (the list's, else). */
  const versionAfter = async (row: { id: number; version?: string }): Promise<string | undefined> => {
    const made = await inFlight.current.get(row.id);
    if (made) return made;
    for (const [, data] of client.getQueriesData<Rows<Row>>({ queryKey: listKey })) {
      const rows = Array.isArray(data) ? data : data?.items;
      const cached = rows?.find((candidate) => candidate.id === row.id);
      if (cached?.version) return cached.version;
    }
    return row.version;
  };
  return { ...mutation, versionAfter };
}

function versionOf(output: unknown): string | undefined {
  return typeof output === 'object' &&
    output !== null &&
    'version' in output &&
    typeof output.version === 'string'
    ? output.version
    : undefined;
}

/**
 * Deleting a row of a list (after the caller's confirmation): the version the row was read at goes
 * with it (If-Match), as with the publish switch, so an item a colleague changed since is not
 * deleted: an alert says who changed what and that nothing was deleted, and `listKey` is read
 * again. A refusal for another reason (409, a category that still holds items) shows the server's
 * words in an alert titled `refusedTitle`, or in a toast.
 */
export function useVersionedDelete<Row extends { id: number; version?: string }>({
  item,
  listKey,
  invalidates = [],
  success,
  refusedTitle,
}: {
  item: (id: number) => { readonly path: string; readonly DELETE: Call<void, Deleted> };
  listKey: QueryKey;
  invalidates?: QueryKey[];
  success: string | null;
  refusedTitle?: string;
}) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (row: Row) => api.delete(item(row.id), { ifMatch: row.version }),
    invalidates: [listKey, ...invalidates],
    success,
    failure: (error) => {
      const message = problemMessage(error, adminText.failure);
      if (isStaleSave(error)) {
        void client.invalidateQueries({ queryKey: listKey });
        void showAlert('warning', {
          title: text.stale.title,
          text: staleText(error, Date.now(), text.stale.deleteText),
        });
      } else if (refusedTitle && error instanceof ApiError && error.status === 409)
        void showAlert('error', { title: refusedTitle, text: message });
      else toast.error(message);
    },
  });
}

/**
 * Moving rows of a list (Move up / Move down): the rows change at once (`arrange`, on the list or
 * page under `listKey`), `ids` go to the server in their new order, and a refusal puts the rows
 * back. Moves of one list are sent one after another, in the order they were made.
 */
export function useReorder<Row>(
  listKey: QueryKey,
  send: (ids: number[]) => Promise<unknown>,
  invalidates: QueryKey[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `reorder:${JSON.stringify(listKey)}` },
    mutationFn: ({ ids }: { ids: number[]; arrange: (rows: Row[]) => Row[] }) => send(ids),
    onMutate: async ({ arrange }) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueryData<Rows<Row>>(listKey);
      client.setQueryData<Rows<Row>>(listKey, (data) =>
        !data ? data : Array.isArray(data) ? arrange(data) : { ...data, items: arrange(data.items) },
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) client.setQueryData(listKey, context.previous);
      toast.error(problemMessage(error, adminText.failure));
    },
    onSuccess: () => {
      toast.success(text.reordered);
    },
    onSettled: async () => {
      await Promise.all([listKey, ...invalidates].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * Spec: 'Are you sure?' / "You won't be able to revert this!" / 'Yes, delete it!'; `text` says
 * more where a deletion reaches further (an option taken off products).
 */
export function confirmDelete(text: string = adminText.confirmDelete.text): Promise<boolean> {
  const t = adminText.confirmDelete;
  return showAlert(
    'warning',
    { title: t.title, text, confirm: t.confirm, cancel: t.cancel },
    { danger: true },
  );
}

/** Spec: 'Deleted!' with '… has been deleted.' */
export function showDeleted(what: string): Promise<boolean> {
  const t = adminText.confirmDelete;
  return showAlert('success', { title: t.deletedTitle, text: t.deleted(what) });
}
