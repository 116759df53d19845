import { GOOD, POOR, type Vital } from '@/features/speed/vitals';

export type Rating = 'good' | 'improve' | 'poor';

/** Google's verdict on a 75th percentile. */
export function ratingOf(vital: Vital, value: number): Rating {
  return value <= GOOD[vital] ? 'good' : value > POOR[vital] ? 'poor' : 'improve';
}

/** '1.83 s' for the paints and the first byte, '96 ms' for input, '0.02' for layout shift. */
export function formatVital(vital: Vital, value: number): string {
  if (vital === 'CLS') return value.toFixed(2);
  if (vital === 'INP') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
