'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/components/ui/usePrefersReducedMotion';
import { COUNT_UP_MS, countAt } from './countUp';
import styles from './Counter.module.css';

/**
 * A figure that counts up from 0 once, when 30 % of it is visible. The HTML carries the final
 * value (readable without JavaScript); reduced motion keeps it without counting. The count writes
 * the figure's one text node directly, frame by frame, rather than re-rendering through state:
 * the about page's script budget is tight and nothing else depends on the number.
 */
export function Counter({ target, suffix, label }: { target: number; suffix: string; label: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const figure = ref.current;
    const text = figure?.firstChild;
    if (!figure || !text || prefersReducedMotion()) return;
    let frame = 0;
    const show = (value: number) => (text.nodeValue = `${value}${suffix}`);
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        figure.dataset.counting = 'true';
        const start = performance.now();
        const tick = () => {
          const elapsed = performance.now() - start;
          show(countAt(target, elapsed));
          if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
        };
        tick();
      },
      { threshold: 0.3 },
    );
    observer.observe(figure);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(target);
    };
  }, [target, suffix]);

  return (
    <div className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {/* Screen readers get the final figure, not every step. */}
        <span ref={ref} aria-hidden="true" data-testid="counter-value" dir="ltr">
          {`${target}${suffix}`}
        </span>
        <span className="visually-hidden">{`${target}${suffix}`}</span>
      </dd>
    </div>
  );
}
