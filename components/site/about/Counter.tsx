'use client';

import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/usePrefersReducedMotion';
import { COUNT_UP_MS, countAt } from './countUp';
import styles from './Counter.module.css';

/**
 * A figure that counts up from 0 once, when 30 % of it is visible. The HTML carries the final
 * value (readable without JavaScript); reduced motion keeps it without counting.
 */
export function Counter({ target, suffix, label }: { target: number; suffix: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element) return;
    let frame = 0;
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      element.dataset.counting = 'true';
      const start = performance.now();
      const tick = () => {
        const elapsed = performance.now() - start;
        setValue(countAt(target, elapsed));
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
      };
      tick();
    };
    setValue(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced, target]);

  return (
    <div ref={ref} className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {/* Screen readers get the final figure, not every step. */}
        <span aria-hidden="true" data-testid="counter-value" dir="ltr">
          {reduced ? target : value}
          {suffix}
        </span>
        <span className="visually-hidden">
          {target}
          {suffix}
        </span>
      </dd>
    </div>
  );
}
