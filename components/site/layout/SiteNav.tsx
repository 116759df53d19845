'use client';

import { Menu, X } from 'lucide-react';
import { Img } from '@/components/ui/Img';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { SiteSearch, type SiteSearchText } from '../search/SiteSearch';
import { QuoteNavLink } from '../quote/QuoteNavLink';
import type { CountForms } from '@/lib/text/plural';
import { LanguageMenu, type Language } from './LanguageMenu';
import { isActiveLink, SCROLL_THRESHOLD, startsDark } from './navVariant';
import styles from './SiteNav.module.css';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { inLocale, publicPath } from '@/lib/routing/routes';
import { switchLanguage } from './switchLanguage';

export interface SiteNavProps {
  locale: Locale;
  /** The home page in this language (the logo's link). */
  home: string;
  links: readonly { href: string; label: string }[];
  languages: readonly Language[];
  text: {
    label: string;
    home: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    language: string;
  };
  /** The site search: its index in this language and its texts. */
  search: { indexUrl: string; text: SiteSearchText };
  /** The request page and the texts of its link (with the quote list's count). */
  quote: { href: string; text: { navLink: string; navCount: CountForms } };
}

export function SiteNav({ locale, home, links, languages, text, search, quote }: SiteNavProps) {
  const pathname = publicPath(usePathname());
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const dark = scrolled || startsDark(pathname);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className={styles.header}
      data-variant={dark ? 'dark' : 'light'}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className={styles.bar}>
        <a href={home} className={styles.logo} aria-label={text.home}>
          <Img
            src={dark ? '/artwork/logo-dark.svg' : '/artwork/logo-light.svg'}
            alt=""
            width={150}
            height={40}
            priority
          />
        </a>

        <nav aria-label={text.label} className={styles.desktopNav}>
          <ul className={styles.links}>
            {links.map((link) => {
              const active = isActiveLink(link.href, pathname);
              return (
                <li key={link.href}>
                  <a href={link.href} className={styles.link} aria-current={active ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <SiteSearch locale={locale} indexUrl={search.indexUrl} text={search.text} className={styles.search} />
        <QuoteNavLink href={quote.href} locale={locale} text={quote.text} className={styles.quote} />

        <div className={styles.language}>
          <LanguageMenu languages={languages} current={locale} label={text.language} />
        </div>

        <button
          type="button"
          className={styles.menuButton}
          aria-label={text.openMenu}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden size={26} />
        </button>
      </div>

      {/* The small-screen menu: a full-screen modal dialog (focus kept inside, Escape closes). */}
      <Dialog
        id="site-menu"
        open={menuOpen}
        onClose={closeMenu}
        label={text.menuTitle}
        variant="sheet"
        className={styles.overlay}
      >
        <div className={styles.overlayTop}>
          <Img src="/artwork/logo-light.svg" alt="" width={150} height={40} />
          <button
            type="button"
            className={styles.closeButton}
            aria-label={text.closeMenu}
            onClick={closeMenu}
          >
            <X aria-hidden size={28} />
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
    </header>
  );
}
