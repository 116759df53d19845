'use client';

import { ArrowDown, ArrowUp } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useLayoutEffect, useRef } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import { adminText } from '@/content/admin';
import styles from './admin.module.css';

export type MoveDirection = 'up' | 'down';

/** The list with the rows of ids `a` and `b` changed round (an optimistic move). */
export function swapRows<Row extends { id: number }>(rows: Row[], a: number, b: number): Row[] {
  const i = rows.findIndex((row) => row.id === a);
  const j = rows.findIndex((row) => row.id === b);
  if (i < 0 || j < 0) return rows;
  const next = [...rows];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/**
 * A row's Move up / Move down buttons, named with the row's name (their tooltip too). Redrawing a
 * moved row in its new place drops the keyboard focus (the browser moves its element): the pressed
 * button takes it back, or the other one once the row cannot go further that way. A row that
 * arrives on another page after a move takes it with `focusOnMount`.
 */
export function MoveButtons({
  itemName,
  canMoveUp,
  canMoveDown,
  onMove,
  focusOnMount,
}: {
  itemName: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: MoveDirection) => void;
  focusOnMount?: MoveDirection;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  /** The button to keep focused while this row is being moved. */
  const keep = useRef<MoveDirection | null>(focusOnMount ?? null);

  // After every redraw: focus lost to the page (or left on a button now disabled) comes back here.
  useLayoutEffect(() => {
    if (!keep.current) return;
    const [wanted, other] = keep.current === 'up' ? [up.current, down.current] : [down.current, up.current];
    const active = document.activeElement;
    const lost = !active || active === document.body || (active === wanted && wanted.disabled);
    if (lost) (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const press = (direction: MoveDirection) => {
    keep.current = direction;
    onMove(direction);
  };
  // Focus moved on to something else: leave it there. (Not when it went from one of these buttons
  // to the other: the effect above does that when the pressed one becomes disabled, and a later
  // redraw, such as the list fetched again after the save, may drop the focus once more.)
  const onBlur = (event: React.FocusEvent) => {
    const to = event.relatedTarget;
    if (to && to !== up.current && to !== down.current) keep.current = null;
  };

  return (
    <span className={styles.moveButtons}>
      <button
        ref={up}
        type="button"
        className={styles.iconButton}
        disabled={!canMoveUp}
        onClick={() => press('up')}
        onBlur={onBlur}
        {...iconNamed(adminText.common.moveUp(itemName))}
      >
        <Icon node={ArrowUp} aria-hidden size={18} />
      </button>
      <button
        ref={down}
        type="button"
        className={styles.iconButton}
        disabled={!canMoveDown}
        onClick={() => press('down')}
        onBlur={onBlur}
        {...iconNamed(adminText.common.moveDown(itemName))}
      >
        <Icon node={ArrowDown} aria-hidden size={18} />
      </button>
    </span>
  );
}
