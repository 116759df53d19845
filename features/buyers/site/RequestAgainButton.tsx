'use client';

import { RotateCcw } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import Link from 'next/link';
import { useState } from 'react';
import { quoteList, type QuoteListItem } from '@/features/enquiries/quoteList';
import { rememberSender, type QuoteSender } from '@/features/enquiries/quoteSender';

/** Puts a past request's lines (or a saved list's products) back in the quote list in one step. */
export function RequestAgainButton({
  items,
  sender,
  label,
  done,
  quoteHref,
  quoteLabel,
  className,
}: {
  items: QuoteListItem[];
  /** Who asked the first time: the request form starts with their details. */
  sender?: QuoteSender;
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
          if (sender) rememberSender(sender);
          setAdded(true);
        }}
      >
        <Icon node={RotateCcw} aria-hidden size={18} />
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
