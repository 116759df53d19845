'use client';

import { lazy, Suspense, useState } from 'react';
import styles from './LanguageMenu.module.css';
import { LanguageTrigger, type LanguageMenuProps } from './LanguageTrigger';

// The menu itself (its items, keys and the switch) is downloaded when a visitor reaches for its
// button (a hover or focus), so that a page that is only read does not carry it.
const loadMenu = () => import('./LanguageMenuOpen');
const LanguageMenuOpen = lazy(loadMenu);

/**
 * The language menu of wide screens (a menu button with radio items): choosing the other language
 * opens the same page in it; the button shows the current one. A press or ArrowDown on the button
 * fetches the menu (./LanguageMenuOpen.tsx), which opens as it arrives.
 */
export function LanguageMenu(menu: LanguageMenuProps) {
  const [asked, setAsked] = useState(false);
  const warm = () => void loadMenu().catch(() => undefined);
  const waiting = (
    <div className={styles.root}>
      <LanguageTrigger
        menu={menu}
        open={false}
        onClick={() => setAsked(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setAsked(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
      />
    </div>
  );
  if (!asked) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LanguageMenuOpen {...menu} />
    </Suspense>
  );
}
