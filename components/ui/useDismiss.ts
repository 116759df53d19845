'use client';

import { useEffect, useRef } from 'react';

/**
 * What every menu and popover does while open: a pointer press outside `root` closes it, and
 * Escape closes it and returns focus to `returnFocus` (its trigger). One implementation for the
 * language menu, the account menu, the admin drawer and the product category list.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: React.RefObject<HTMLElement | null>,
  returnFocus?: React.RefObject<HTMLElement | null>,
) {
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose.current();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, returnFocus]);
}
