'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { quoteList, useQuoteList } from './quoteList';
import styles from './AddToQuote.module.css';

/** Where "Add to quote" leads once the product is listed, its two texts and their icons (./quoteAction.tsx). */
export interface QuoteAction {
  href: string;
  text: { add: string; added: string };
  icons: { add: ReactNode; added: ReactNode };
}

/**
 * "Add to quote" on a product card or page. Once the product is in the buyer's list it becomes a
 * link to the request page ("In your quote"), where lines are changed or removed; the focus moves
 * to that link so a keyboard user stays where they were.
 */
export function AddToQuote({
  productId,
  href,
  text,
  icons,
  describedBy,
  variant = 'page',
}: QuoteAction & {
  productId: number;
  /** The id of the element naming the product (the card's or page's product name). */
  describedBy?: string;
  variant?: 'page' | 'card';
}) {
  const inList = quoteList.has(useQuoteList(), productId);
  const [justAdded, setJustAdded] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (justAdded && inList) link.current?.focus();
  }, [justAdded, inList]);

  return inList ? (
    <a
      ref={link}
      href={href}
      className={styles.control}
      data-variant={variant}
      data-added
      aria-describedby={describedBy}
    >
      {icons.added}
      {text.added}
    </a>
  ) : (
    <button
      type="button"
      className={styles.control}
      data-variant={variant}
      aria-describedby={describedBy}
      onClick={() => {
        quoteList.add(productId);
        setJustAdded(true);
      }}
    >
      {icons.add}
      {text.add}
    </button>
  );
}
