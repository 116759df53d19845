'use client';

import { LazyMotion, domAnimation, m } from 'motion/react';
import { usePrefersReducedMotion } from '@/components/ui/usePrefersReducedMotion';

/** Share of the element that must be visible before it is revealed (spec: 0.3). */
export const REVEAL_THRESHOLD = 0.3;

const offsets = {
  fade: { x: 0, y: 0 },
  up: { x: 0, y: 32 },
  start: { x: -48, y: 0 },
  end: { x: 48, y: 0 },
} as const;

/**
 * Fades (and optionally slides) its children in once, the first time 30 % of it is visible; it is
 * then no longer observed. With reduced motion the content is shown at once, without movement.
 */
export function Reveal({
  children,
  from = 'fade',
  delay = 0,
  duration = 0.8,
  className,
}: {
  children: React.ReactNode;
  from?: keyof typeof offsets;
  delay?: number;
  duration?: number;
  className?: string;
}) {
  const reduced = usePrefersReducedMotion();
  const variants = {
    hidden: { opacity: 0, ...offsets[from] },
    shown: { opacity: 1, x: 0, y: 0 },
  };
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        className={className}
        data-reveal
        variants={variants}
        initial="hidden"
        animate={reduced ? 'shown' : undefined}
        whileInView={reduced ? undefined : 'shown'}
        viewport={{ once: true, amount: REVEAL_THRESHOLD }}
        transition={reduced ? { duration: 0 } : { duration, delay, ease: [0.22, 1, 0.36, 1] }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
