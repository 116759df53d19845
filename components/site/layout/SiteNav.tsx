'use client';

import { Menu, X } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LanguageMenu, type Language } from './LanguageMenu';
import { isActiveLink, SCROLL_THRESHOLD, startsDark } from './navVariant';
import styles from './SiteNav.module.css';

export interface SiteNavProps {
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
}

export function SiteNav({ links, languages, text }: SiteNavProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // The overlay is a modal dialog: focus inside, Escape closes, Tab stays within, page does not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const overlay = overlayRef.current;
    const focusables = () => Array.from(overlay?.querySelectorAll<HTMLElement>('a[href], button') ?? []);
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      } else if (event.key === 'Tab') {
        const items = focusables();
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  const dark = scrolled || startsDark(pathname);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className={styles.header}
      data-variant={dark ? 'dark' : 'light'}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={text.home}>
          <Image
            src={dark ? '/artwork/logo-dark.svg' : '/artwork/logo-light.svg'}
            alt=""
            width={150}
            height={40}
            priority
          />
        </Link>

        <nav aria-label={text.label} className={styles.desktopNav}>
          <ul className={styles.links}>
            {links.map((link) => {
              const active = isActiveLink(link.href, pathname);
              return (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link} aria-current={active ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.language}>
          <LanguageMenu languages={languages} label={text.language} />
        </div>

        <button
          ref={menuButtonRef}
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

      {menuOpen && (
        <div
          id="site-menu"
          ref={overlayRef}
          role="dialog"
          aria-modal="true"
          aria-label={text.menuTitle}
          className={styles.overlay}
        >
          <div className={styles.overlayTop}>
            <Image src="/artwork/logo-light.svg" alt="" width={150} height={40} />
            <button
              type="button"
              className={styles.closeButton}
              aria-label={text.closeMenu}
              onClick={() => {
                closeMenu();
                menuButtonRef.current?.focus();
              }}
            >
              <X aria-hidden size={28} />
            </button>
          </div>
          <nav aria-label={text.label}>
            <ul className={styles.overlayLinks}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.overlayLink}
                    aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}
