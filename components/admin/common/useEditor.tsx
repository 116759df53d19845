'use client';

import { createContext, Fragment, useContext, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '@/lib/validation/lists';
import { dialogInUrl, forgetDialogInUrl } from './dialogInUrl';

const Reopen = createContext<(() => void) | null>(null);

/**
 * Opens the surrounding edit dialog again on its item as the screen's list now has it (a fresh
 * form): what Reload does after a stale save (useItemForm). Null outside an editor's dialog.
 */
export function useReopenDialog() {
  return useContext(Reopen);
}

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
  // Reload: the dialog opens again on the item once the list holds a newer version of it.
  const [reopening, setReopening] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  if (reopening !== null && items && editing !== null && editing !== 'new') {
    const fresh = items.find((candidate) => candidate.id === reopening);
    const versionOf = (item: Item) => (item as { version?: string }).version;
    if (fresh && (versionOf(fresh) === undefined || versionOf(fresh) !== versionOf(editing))) {
      setReopening(null);
      setEditing(fresh);
      setGeneration((n) => n + 1);
    }
  }
  const close = () => {
    setEditing(null);
    setReopening(null);
    forgetDialogInUrl();
  };
  return {
    create: () => setEditing('new'),
    edit: (item: Item) => setEditing(item),
    dialog: (render: (item: Item | undefined, close: () => void) => React.ReactNode) =>
      editing && (
        <Fragment key={editing === 'new' ? 'new' : `${editing.id}:${generation}`}>
          <Reopen.Provider value={editing === 'new' ? null : () => setReopening(editing.id)}>
            {render(editing === 'new' ? undefined : editing, close)}
          </Reopen.Provider>
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
