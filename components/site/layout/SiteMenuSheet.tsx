'use client';

import { Dialog } from '@/components/ui/Dialog';
import { iconNamed } from '@/components/ui/iconNamed';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/routing/publicPaths';
import type { Language } from './LanguageTrigger';
import { isActiveLink } from './navVariant';
import type { SiteNavProps } from './siteNavProps';
import { switchLanguage } from './switchLanguage';
import styles from './SiteNav.module.css';

export interface SiteMenuSheetProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  pathname: string;
  links: SiteNavProps['links'];
  languages: readonly Language[];
  text: SiteNavProps['text'];
  art: SiteNavProps['art'];
}

/**
 * The small-screen menu (SiteMenu.tsx loads it when the visitor reaches for its button): a
 * full-screen modal dialog, focus kept inside, Escape closes.
 */
export default function SiteMenuSheet({
  open,
  onClose: closeMenu,
  locale,
  pathname,
  links,
  languages,
  text,
  art,
}: SiteMenuSheetProps) {
  return (
    <Dialog
      id="site-menu"
      open={open}
      onClose={closeMenu}
      label={text.menuTitle}
      variant="sheet"
      className={styles.overlay}
    >
      <div className={styles.overlayTop}>
        {art.logoLight}
        <button
          type="button"
          className={styles.closeButton}
          {...iconNamed(text.closeMenu, 'end')}
          onClick={closeMenu}
        >
          {art.close}
        </button>
      </div>
      <nav aria-label={text.label}>
        <ul className={styles.overlayLinks}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={styles.overlayLink}
                aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
                onClick={closeMenu}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.overlayLanguages} aria-label={text.language}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={isLocale(language.code) ? inLocale(pathname, language.code) : undefined}
              lang={language.code}
              hrefLang={language.code}
              className={styles.overlayLanguage}
              aria-current={language.code === locale ? 'true' : undefined}
              onClick={(event) => {
                if (!isLocale(language.code)) return;
                event.preventDefault();
                if (language.code === locale) closeMenu();
                else switchLanguage(language.code);
              }}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
