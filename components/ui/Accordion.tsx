'use client';

import { useId, useState } from 'react';
import styles from './Accordion.module.css';
import Bidi from './Bidi';

export interface AccordionItem {
  heading: string;
  content: React.ReactNode;
}

/** Next open index after a click: the clicked item opens, or closes if it was the open one. */
export function toggleOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/**
 * A disclosure list with at most one item open (WAI-ARIA accordion pattern): each heading holds a
 * button with aria-expanded that controls a labelled region. It keeps the open item itself, or
 * follows `open` / `onOpenChange` when its owner must open an item (e.g. to show a field's error).
 * Closed items stay in the page (hidden), so form fields inside keep their values.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen = null,
  open: controlled,
  onOpenChange,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: number | null;
  open?: number | null;
  onOpenChange?: (open: number | null) => void;
}) {
  const [own, setOwn] = useState<number | null>(defaultOpen);
  const open = controlled === undefined ? own : controlled;
  const setOpen = (next: number | null) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.heading} className={styles.item} data-open={expanded}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(toggleOpen(open, index))}
              >
                <span>
                  <Bidi text={item.heading} />
                </span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              <div className={styles.content}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
