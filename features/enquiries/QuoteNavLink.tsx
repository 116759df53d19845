'use client';

import type { ReactNode } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import type { Locale } from '@/lib/i18n/locales';
import { countText, type CountForms } from '@/lib/text/plural';
import { useQuoteList } from './quoteList';
import styles from './QuoteNavLink.module.css';

/**
 * The navigation's link to the request page, with how many products the buyer's list holds: its
 * words beside the icon where the bar has room (QuoteNavLink.module.css), else its name as a
 * tooltip; the count on the icon either way.
 */
export function QuoteNavLink({
  href,
  locale,
  text,
  icon,
  className,
}: {
  href: string;
  locale: Locale;
  text: { navLink: string; navCount: CountForms };
  /** Its list icon, drawn on the server. */
  icon: ReactNode;
  className?: string;
}) {
  const count = useQuoteList().length;
  const name = count > 0 ? `${text.navLink}: ${countText(locale, count, text.navCount)}` : text.navLink;
  return (
    <a
      href={href}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-testid="quote-nav"
      {...iconNamed(name, 'end')}
    >
      {icon}
      <span className={styles.label}>{text.navLink}</span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden>
          {count}
        </span>
      )}
    </a>
  );
}
