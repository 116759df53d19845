import { describe, expect, it } from '@jest/globals';
import { latestOf, legendValue, totalOf } from '../chartLegend';

// The charts' legends as uPlot draws them: features/*/admin/__tests__/{SpeedChart,RequestsChart}.test.tsx.
describe('chart legends', () => {
  const u = {} as never;

  it('show the resting text while nothing is hovered, and the hovered point in the chart’s format', () => {
    const value = legendValue((seconds) => `${seconds.toFixed(1)} s`, 'Latest: 1.2 s');
    expect(value(u, 1.84, 1, null)).toBe('Latest: 1.2 s');
    expect(value(u, 1.84, 1, 3)).toBe('1.8 s');
    // A hovered day without a figure shows none.
    expect(value(u, null, 1, 4)).toBe('');
  });

  it('read the latest figure and the total of a series', () => {
    expect(latestOf([1, 2, null, null])).toBe(2);
    expect(latestOf([null, null])).toBeNull();
    expect(latestOf([])).toBeNull();
    expect(totalOf([1, 0, 2])).toBe(3);
    expect(totalOf([])).toBe(0);
  });
});
