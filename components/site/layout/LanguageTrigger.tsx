'use client';

import type { Ref } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import styles from './LanguageMenu.module.css';
import type { NavArt } from './navArt';

export interface Language {
  code: string;
  label: string;
  name: string;
}

export interface LanguageMenuProps {
  languages: readonly Language[];
  current: Locale;
  label: string;
  icons: Pick<NavArt, 'chevron' | 'check'>;
}

/** The language shown on the button: the page's. */
export function currentLanguage({ languages, current }: LanguageMenuProps): Language {
  return languages.find((language) => language.code === current) ?? languages[0];
}

/** The menu's button, as it is before its menu arrives and after. */
export function LanguageTrigger({
  menu,
  open,
  ref,
  ...button
}: {
  menu: LanguageMenuProps;
  open: boolean;
  ref?: Ref<HTMLButtonElement>;
} & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const current = currentLanguage(menu);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      {...button}
      className={styles.trigger}
      aria-label={`${current.label} – ${menu.label}: ${current.name}`}
    >
      <span>{current.label}</span>
      <span className={styles.chevron} data-open={open}>
        {menu.icons.chevron}
      </span>
    </button>
  );
}
