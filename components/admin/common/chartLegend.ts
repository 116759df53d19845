import type uPlot from 'uplot';

/**
 * A uPlot series' legend value: the hovered point's, written by `format`, and while nothing is
 * hovered `resting` (uPlot's own shows "--" there, which told staff nothing until they pointed at
 * the chart). A hovered point without a value (a day without visits) shows nothing.
 */
export function legendValue(
  format: (value: number) => string,
  resting: string,
): (u: uPlot, value: number | null, series: number, index: number | null) => string {
  return (_u, value, _series, index) => (index == null ? resting : value == null ? '' : format(value));
}

/** The last value of a series that has one (the latest day with visits), or null. */
export function latestOf(values: readonly (number | null)[]): number | null {
  for (let index = values.length - 1; index >= 0; index--) {
    const value = values[index];
    if (value != null) return value;
  }
  return null;
}

/** The sum of a series of counts. */
export function totalOf(counts: readonly number[]): number {
  return counts.reduce((sum, count) => sum + count, 0);
}
