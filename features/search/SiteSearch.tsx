'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteSearchText } from './site/SearchDialog';
import styles from './SiteSearch.module.css';

export type { SiteSearchText };

/**
 * The dialog and its engine are not part of the page's JavaScript: they load when the visitor
 * reaches for the search (focus or hover on the button, a tap, or /).
 */
const loadDialog = () => import('./site/SearchDialog');
const SearchDialog = lazy(loadDialog);

/** Whether a key pressed there is typing (the / shortcut leaves it alone). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The navigation's search: a button (and the / key anywhere but in a field) opens the search
 * dialog (site/SearchDialog.tsx), loaded with the engine and the index on the first sign of intent.
 */
export function SiteSearch({
  locale,
  indexUrl,
  text,
  icon,
  className,
}: {
  locale: Locale;
  indexUrl: string;
  text: SiteSearchText;
  /** Its magnifier, drawn on the server. */
  icon: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so that closing plays out and gives focus back as any dialog's does.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // '/' where the layout has it; the key beside the right Shift elsewhere (Arabic: ظ).
      const slash = event.key === '/' || (event.code === 'Slash' && !event.shiftKey);
      if (!slash || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target) || document.documentElement.dataset.dialogOpen) return;
      event.preventDefault();
      // Escape gives focus back to what had it, or to the button when nothing had.
      if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const warm = () =>
    void loadDialog()
      .then(({ loadEngine }) => loadEngine(indexUrl))
      .catch(() => undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.opener}${className ? ` ${className}` : ''}`}
        {...iconNamed(text.open)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={() => setOpen(true)}
        onFocus={warm}
        onPointerEnter={warm}
      >
        {icon}
      </button>
      {(open || opened) && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => setOpen(false)}
            locale={locale}
            indexUrl={indexUrl}
            text={text}
          />
        </Suspense>
      )}
    </>
  );
}
