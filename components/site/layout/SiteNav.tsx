'use client';

import { iconNamed } from '@/components/ui/iconNamed';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SiteSearch } from '@/features/search/SiteSearch';
import { QuoteNavLink } from '@/features/enquiries/QuoteNavLink';
import { LanguageMenu } from './LanguageMenu';
import { isActiveLink, SCROLL_THRESHOLD, startsDark } from './navVariant';
import { SiteMenu } from './SiteMenu';
import styles from './SiteNav.module.css';
import { publicPath } from '@/lib/routing/publicPaths';
import type { SiteNavProps } from './siteNavProps';

export function SiteNav({
  locale,
  home,
  links,
  languages,
  text,
  search,
  quote,
  art,
  startsDarkOn,
}: SiteNavProps) {
  const pathname = publicPath(usePathname());
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const dark = scrolled || startsDark(pathname, startsDarkOn);

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
