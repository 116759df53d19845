'use client';

import { Fragment, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '@/lib/validation/lists';
import { dialogInUrl, forgetDialogInUrl } from './dialogInUrl';

/**
 * Which item a screen's create/edit dialog is open on: none, a new one, or an item. `dialog`
 * draws the open one (a fresh form for each item, so nothing typed for one shows for another).
 * Given the screen's `items`, a link with ?edit=<id> (routes.adminEdit) opens that item's dialog
 * once they have loaded — a paged list's item on another page through `lookUp` (pagedLookUp) —;
 * closing it takes ?edit= and ?field= out of the address.
 */
export function useEditor<Item extends { id: number }>(
  items?: readonly Item[],
  lookUp?: (id: number) => Promise<Item | undefined>,
) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  // The item the address asks for, until the items are there to find it in (once).
  const wanted = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (wanted.current === undefined) wanted.current = dialogInUrl().id;
    if (wanted.current === null || !items) return;
    const id = wanted.current;
    wanted.current = null;
    const item = items.find((candidate) => candidate.id === id);
    if (item) setEditing(item);
    else if (lookUp)
      void lookUp(id).then(
        (found) => found && setEditing(found),
        () => {},
      );
  }, [items, lookUp]);
  const close = () => {
    setEditing(null);
    forgetDialogInUrl();
  };
  return {
    create: () => setEditing('new'),
    edit: (item: Item) => setEditing(item),
    dialog: (render: (item: Item | undefined, close: () => void) => React.ReactNode) =>
      editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {render(editing === 'new' ? undefined : editing, close)}
        </Fragment>
      ),
  };
}

/**
 * How a paged list finds an item a link names that its page does not show: the list's first
 * MAX_PAGE_SIZE items, read with the list's own call (`page`).
 */
export function pagedLookUp<Item extends { id: number }>(
  page: (query: { page: number; pageSize: number }) => Promise<{ items: Item[] }>,
) {
  return async (id: number) =>
    (await page({ page: 1, pageSize: MAX_PAGE_SIZE })).items.find((item) => item.id === id);
}
