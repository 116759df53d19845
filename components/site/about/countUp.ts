/** Counters run once from 0 to their target over 2 s (spec). */
export const COUNT_UP_MS = 2000;

/** The value shown `elapsedMs` into the count (ease-out, whole numbers, exact at the end). */
export function countAt(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(target * (1 - (1 - progress) ** 3));
}
