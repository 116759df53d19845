'use client';

import { useMenuButton } from '@/components/ui/useMenuButton';
import { isLocale } from '@/lib/i18n/locales';
import { currentLanguage, LanguageTrigger, type Language, type LanguageMenuProps } from './LanguageTrigger';
import styles from './LanguageMenu.module.css';
import { switchLanguage } from './switchLanguage';

/** The language menu once asked for (./LanguageMenu.tsx): it opens as it mounts. */
export default function LanguageMenuOpen(menu: LanguageMenuProps) {
  const { languages, label, icons } = menu;
  const current = currentLanguage(menu);
  const { open, close, rootRef, buttonRef, buttonProps, menuProps, itemProps } = useMenuButton(
    languages.length,
    Math.max(
      languages.findIndex((l) => l.code === current.code),
      0,
    ),
    true,
  );

  const choose = (language: Language) => {
    close();
    if (language.code !== current.code && isLocale(language.code)) switchLanguage(language.code);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <LanguageTrigger menu={menu} open={open} ref={buttonRef} {...buttonProps} />
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
