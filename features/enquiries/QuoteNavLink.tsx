'use client';

import { ClipboardList } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { countText, type CountForms } from '@/lib/text/plural';
import { useQuoteList } from './quoteList';
import styles from './QuoteNavLink.module.css';

/** The navigation's link to the request page, with how many products the buyer's list holds. */
export function QuoteNavLink({
  href,
  locale,
  text,
  className,
}: {
  href: string;
  locale: Locale;
  text: { navLink: string; navCount: CountForms };
  className?: string;
}) {
  const count = useQuoteList().length;
  return (
    <a
      href={href}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-testid="quote-nav"
    >
      <ClipboardList aria-hidden size={22} />
      <span className="visually-hidden">
        {count > 0 ? `${text.navLink}: ${countText(locale, count, text.navCount)}` : text.navLink}
      </span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden>
          {count}
        </span>
      )}
    </a>
  );
}
