'use client';

import { lazy, Suspense, useState } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import type { SiteMenuSheetProps } from './SiteMenuSheet';

// The menu itself is only downloaded when a visitor reaches for its button (a touch, hover or
// focus): on a wide screen, where the button is hidden, never.
const loadSheet = () => import('./SiteMenuSheet');
const SiteMenuSheet = lazy(loadSheet);

/**
 * The small-screen menu's button and the menu it opens (SiteMenuSheet.tsx). Its open state lives
 * here, so opening it renders the menu alone, not the navigation.
 */
export function SiteMenu({
  className,
  ...sheet
}: Omit<SiteMenuSheetProps, 'open' | 'onClose'> & { className: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Kept once opened, so that closing plays out and gives focus back as any dialog's does.
  const [opened, setOpened] = useState(false);
  if (menuOpen && !opened) setOpened(true);
  const warm = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={className}
        {...iconNamed(sheet.text.openMenu, 'end')}
        aria-expanded={menuOpen}
        aria-controls={opened ? 'site-menu' : undefined}
        onClick={() => setMenuOpen(true)}
        onPointerDown={warm}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {sheet.art.menu}
      </button>
      {(menuOpen || opened) && (
        <Suspense fallback={null}>
          <SiteMenuSheet {...sheet} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
