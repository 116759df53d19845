'use client';

import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/useDismiss';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import styles from './LanguageMenu.module.css';
import { switchLanguage } from './switchLanguage';

export interface Language {
  code: string;
  label: string;
  name: string;
}

/**
 * The language menu of wide screens (a menu button with radio items): choosing the other language
 * opens the same page in it; the button shows the current one.
 */
export function LanguageMenu({
  languages,
  current: currentCode,
  label,
}: {
  languages: readonly Language[];
  current: Locale;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const current = languages.find((language) => language.code === currentCode) ?? languages[0];
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useDismiss(open, () => setOpen(false), rootRef, buttonRef);
  useEffect(() => {
    if (!open) return;
    const selected = languages.findIndex((l) => l.code === current.code);
    itemRefs.current[Math.max(selected, 0)]?.focus();
  }, [open, languages, current.code]);

  const moveFocus = (event: React.KeyboardEvent, index: number) => {
    const last = languages.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    itemRefs.current[target]?.focus();
  };

  const choose = (language: Language) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (language.code !== current.code && isLocale(language.code)) switchLanguage(language.code);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${current.label} – ${label}: ${current.name}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span>{current.label}</span>
        <ChevronDown aria-hidden className={styles.chevron} data-open={open} size={16} />
      </button>
      <div id={menuId} role="menu" aria-label={label} className={styles.menu} hidden={!open}>
        {languages.map((language, index) => (
          <button
            key={language.code}
            ref={(el) => {
              itemRefs.current[index] = el;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={language.code === current.code}
            lang={language.code}
            className={styles.item}
            tabIndex={-1}
            onClick={() => choose(language)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            <span>{language.label}</span>
            {language.code === current.code && <Check aria-hidden size={16} />}
          </button>
        ))}
      </div>
    </div>
  );
}
