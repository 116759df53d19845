'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './Reveal.module.css';

/** Share of the element that must be visible before it is revealed (spec: 0.3). */
export const REVEAL_THRESHOLD = 0.3;

/**
 * Fades (and optionally slides) its children in once, the first time 30 % of it is visible; it is
 * then no longer observed. An IntersectionObserver and a CSS transition (about 1 KB) rather than
 * an animation library: reduced motion shows the content at once, without movement (CSS).
 */
export function Reveal({
  children,
  from = 'fade',
  delay = 0,
  className,
}: {
  children: React.ReactNode;
  from?: 'fade' | 'up' | 'start' | 'end';
  delay?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      data-reveal={from}
      data-shown={shown}
      style={delay ? ({ '--reveal-delay': `${delay}s` } as React.CSSProperties) : undefined}
    >
      {children}
    </div>
  );
}
