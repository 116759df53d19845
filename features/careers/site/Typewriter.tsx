'use client';

import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/usePrefersReducedMotion';
import styles from './Typewriter.module.css';

const STEP_MS = 100;

/**
 * Types `text` one character per 100 ms. The whole text is in the served HTML (read by screen
 * readers and search engines at once); characters not yet typed keep their place, so nothing
 * shifts. With reduced motion, or without JavaScript, the text is simply shown.
 */
export function Typewriter({ text }: { text: string }) {
  const reducedMotion = usePrefersReducedMotion();
  // null: not started (server HTML, or reduced motion) → everything shown.
  const [typed, setTyped] = useState<number | null>(null);

  useEffect(() => {
    if (reducedMotion) return;
    let count = -1;
    const tick = () => {
      count += 1;
      setTyped(count);
      if (count >= text.length) window.clearInterval(timer);
    };
    const start = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, STEP_MS);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(timer);
      setTyped(null);
    };
  }, [text, reducedMotion]);

  const shown = typed ?? text.length;
  return (
    <span
      className={styles.typewriter}
      data-state={typed === null ? 'static' : shown < text.length ? 'typing' : 'done'}
    >
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true" className={styles.visual}>
        {text.slice(0, shown)}
        {/* A new caret at each step: one that moved along the line would be a layout shift. */}
        <span key={shown} className={styles.caret} />
        <span className={styles.rest}>{text.slice(shown)}</span>
      </span>
    </span>
  );
}
