import { inlineScript } from '@/lib/html/inlineScript';

/**
 * Escape hides the tooltips (`data-tip`, app/styles/globals.css) until the pointer moves or focus
 * moves on, so a tooltip never stays over what someone wants to read (WCAG 1.4.13): it marks the
 * page with `html[data-tips-off]`. The focus that Escape itself moves (a dialog closing gives it back
 * to its opener, in the same task) does not bring them back.
 */
function dismissTips(): void {
  const root = document.documentElement;
  let escaping = false;
  // Capture: a handler that stops Escape (a menu closing) must not keep the tooltips on.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      root.dataset.tipsOff = '';
      escaping = true;
      setTimeout(() => {
        escaping = false;
      });
    },
    true,
  );
  const show = () => {
    if (!escaping && 'tipsOff' in root.dataset) delete root.dataset.tipsOff;
  };
  document.addEventListener('pointermove', show, { passive: true });
  document.addEventListener('focusin', show);
}

/** Mounted once in each root layout, as an inline script: no page loads a module for it. */
export function TipDismiss() {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(dismissTips) }} />;
}
