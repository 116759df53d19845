'use client';

import { Fragment, useState } from 'react';

/**
 * Which item a screen's create/edit dialog is open on: none, a new one, or an item. `dialog`
 * draws the open one (a fresh form for each item, so nothing typed for one shows for another).
 */
export function useEditor<Item extends { id: number }>() {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const close = () => setEditing(null);
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
