'use client';

import { useMenuButton } from '@/components/ui/useMenuButton';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import styles from './LanguageMenu.module.css';
import { switchLanguage } from './switchLanguage';
import type { NavArt } from './navArt';

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
  icons,
}: {
  languages: readonly Language[];
  current: Locale;
  label: string;
  icons: Pick<NavArt, 'chevron' | 'check'>;
}) {
  const current = languages.find((language) => language.code === currentCode) ?? languages[0];
  const { open, close, rootRef, buttonRef, buttonProps, menuProps, itemProps } = useMenuButton(
    languages.length,
    Math.max(
      languages.findIndex((l) => l.code === current.code),
      0,
    ),
  );

  const choose = (language: Language) => {
    close();
    if (language.code !== current.code && isLocale(language.code)) switchLanguage(language.code);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        {...buttonProps}
        className={styles.trigger}
        aria-label={`${current.label} – ${label}: ${current.name}`}
      >
        <span>{current.label}</span>
        <span className={styles.chevron} data-open={open}>
          {icons.chevron}
        </span>
      </button>
      <div {...menuProps} aria-label={label} className={styles.menu}>
        {languages.map((language, index) => (
          <button
            key={language.code}
            {...itemProps(index)}
            type="button"
            role="menuitemradio"
            aria-checked={language.code === current.code}
            lang={language.code}
            className={styles.item}
            onClick={() => choose(language)}
          >
            <span>{language.label}</span>
            {language.code === current.code && icons.check}
          </button>
        ))}
      </div>
    </div>
  );
}
