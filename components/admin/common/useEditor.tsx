'use client';

import { Fragment, useEffect, useRef, useState } from 'react';
import { dialogInUrl, forgetDialogInUrl } from './dialogInUrl';

/**
 * Which item a screen's create/edit dialog is open on: none, a new one, or an item. `dialog`
 * draws the open one (a fresh form for each item, so nothing typed for one shows for another).
 * Given the screen's `items`, a link with ?edit=<id> (routes.adminEdit) opens that item's dialog
 * once they have loaded; closing it takes ?edit= and ?field= out of the address.
 */
export function useEditor<Item extends { id: number }>(items?: readonly Item[]) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  // The item the address asks for, until the items are there to find it in (once).
  const wanted = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (wanted.current === undefined) wanted.current = dialogInUrl().id;
    if (wanted.current === null || !items) return;
    const item = items.find((candidate) => candidate.id === wanted.current);
    wanted.current = null;
    if (item) setEditing(item);
  }, [items]);
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
