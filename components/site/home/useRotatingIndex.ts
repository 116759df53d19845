'use client';

import { useEffect, useState } from 'react';

/** The next index of a rotation over `count` items, wrapping to 0 after the last. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** An index that advances every `intervalMs` while not paused, starting at `start`. */
export function useRotatingIndex(
  count: number,
  { start, intervalMs, paused }: { start: number; intervalMs: number; paused: boolean },
): number {
  const [index, setIndex] = useState(start);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index;
}
