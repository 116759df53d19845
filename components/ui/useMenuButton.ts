'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

/** The item keys move to: the next or previous one (wrapping), the first or the last; else none. */
function targetOf(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowDown') return index === last ? 0 : index + 1;
  if (key === 'ArrowUp') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The WAI-ARIA menu-button pattern, for every menu of the site and the admin: the button opens the
 * menu (ArrowDown too) and focus goes to the item `focusOnOpen` names; arrows, Home and End move
 * between the items; a press outside or Escape closes it (Escape gives focus back to the button).
 *
 *   const { open, rootRef, buttonRef, buttonProps, menuProps, itemProps } = useMenuButton(items.length);
 *   <div ref={rootRef}><button ref={buttonRef} {...buttonProps}>…</button>
 *     <div {...menuProps}>{items.map((item, i) => <button {...itemProps(i)}>…)}</div></div>
 *
 * `openAtFirst`: a menu whose script arrives as it is asked for opens as it mounts.
 */
export function useMenuButton(count: number, focusOnOpen = 0, openAtFirst = false) {
  const [open, setOpen] = useState(openAtFirst);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  useDismiss(open, () => setOpen(false), root, button);
  useEffect(() => {
    if (open) items.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  return {
    open,
    rootRef: root,
    buttonRef: button,
    /** Closes the menu and gives the focus back to its button (after a choice). */
    close: () => {
      setOpen(false);
      button.current?.focus();
    },
    buttonProps: {
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((value) => !value),
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key !== 'ArrowDown' || open) return;
        event.preventDefault();
        setOpen(true);
      },
    },
    menuProps: { id: menuId, role: 'menu' as const, hidden: !open },
    itemProps: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        items.current[index] = element;
      },
      tabIndex: -1,
      onKeyDown: (event: React.KeyboardEvent) => {
        const target = targetOf(event.key, index, count);
        if (target === null) return;
        event.preventDefault();
        items.current[target]?.focus();
      },
    }),
  };
}
