'use client';

import { useEffect } from 'react';

/**
 * Escape hides the tooltips (`data-tip`, app/styles/globals.css) until the pointer moves or focus
 * moves on, so a tooltip never stays over what someone wants to read (WCAG 1.4.13): it marks the
 * page with `html[data-tips-off]`. The focus that Escape itself moves (a dialog closing gives it back
 * to its opener, in the same task) does not bring them back. Mounted once in each root layout.
 */
export function TipDismiss() {
  useEffect(() => {
    const root = document.documentElement;
    let escaping = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      root.dataset.tipsOff = '';
      escaping = true;
      setTimeout(() => {
        escaping = false;
      });
    };
    const show = () => {
      if (!escaping && 'tipsOff' in root.dataset) delete root.dataset.tipsOff;
    };
    // Capture: a handler that stops Escape (a menu closing) must not keep the tooltips on.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointermove', show, { passive: true });
    document.addEventListener('focusin', show);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointermove', show);
      document.removeEventListener('focusin', show);
    };
  }, []);
  return null;
}
