'use client';

import { iconNamed } from '@/components/ui/iconNamed';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SiteSearch, type SiteSearchText } from '@/features/search/SiteSearch';
import { QuoteNavLink } from '@/features/enquiries/QuoteNavLink';
import type { CountForms } from '@/lib/text/plural';
import { LanguageMenu, type Language } from './LanguageMenu';
import { isActiveLink, SCROLL_THRESHOLD, startsDark } from './navVariant';
import { SiteMenu } from './SiteMenu';
import styles from './SiteNav.module.css';
import type { NavArt } from './navArt';
import type { Locale } from '@/lib/i18n/locales';
import { publicPath } from '@/lib/routing/publicPaths';

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
  /** Its logo and icons, drawn on the server (./navArt.tsx). */
  art: NavArt;
}

export function SiteNav({ locale, home, links, languages, text, search, quote, art }: SiteNavProps) {
  const pathname = publicPath(usePathname());
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const dark = scrolled || startsDark(pathname);

  return (
    <header
      className={styles.header}
      data-variant={dark ? 'dark' : 'light'}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className={styles.bar}>
        <a href={home} className={styles.logo} {...iconNamed(text.home, 'start')}>
          {dark ? art.logoDark : art.logoLight}
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

        <SiteSearch
          locale={locale}
          indexUrl={search.indexUrl}
          text={search.text}
          icon={art.search}
          className={styles.search}
        />
        <QuoteNavLink
          href={quote.href}
          locale={locale}
          text={quote.text}
          icon={art.quote}
          className={styles.quote}
        />

        <div className={styles.language}>
          <LanguageMenu languages={languages} current={locale} label={text.language} icons={art} />
        </div>

        <SiteMenu
          locale={locale}
          pathname={pathname}
          links={links}
          languages={languages}
          text={text}
          art={art}
          className={styles.menuButton}
        />
      </div>
    </header>
  );
}
