'use client';

import { RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { quoteList, type QuoteListItem } from '@/features/enquiries/quoteList';

/** Puts a past request's lines (or a saved list's products) back in the quote list in one step. */
export function RequestAgainButton({
  items,
  label,
  done,
  quoteHref,
  quoteLabel,
  className,
}: {
  items: QuoteListItem[];
  label: string;
  /** Said once they are in the list, with a link to the request page. */
  done: string;
  quoteHref: string;
  quoteLabel: string;
  className?: string;
}) {
  const [added, setAdded] = useState(false);
  return (
    <div>
      <button
        type="button"
        className={className}
        onClick={() => {
          quoteList.addAll(items);
          setAdded(true);
        }}
      >
        <RotateCcw aria-hidden size={18} />
        {label}
      </button>
      <p role="status">
        {added && (
          <>
            {done} <Link href={quoteHref}>{quoteLabel}</Link>
          </>
        )}
      </p>
    </div>
  );
}
