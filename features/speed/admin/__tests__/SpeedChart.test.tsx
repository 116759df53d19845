import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { hover, leave, legendOf, standInForCanvas } from '@/test/uplotDom';
import { SpeedChart } from '../SpeedChart';

beforeEach(standInForCanvas);
afterEach(() => {
  jest.restoreAllMocks();
});

describe('<SpeedChart> legend', () => {
  it('gives each line its latest day’s figure at rest, and the hovered day’s', async () => {
    const { container } = render(
      <SpeedChart
        label="Site speed"
        daily={[
          { day: '2026-06-13', LCP: 2130, INP: 96 },
          { day: '2026-06-14', LCP: 1830, INP: null },
          { day: '2026-06-15', LCP: null, INP: null },
        ]}
      />,
    );
    await act(async () => {});
    const atRest = [
      ['Day', ''],
      ['Largest paint (s)', 'Latest: 1.83 s'],
      ['Good: 2.50 s', ''],
      ['Response to input (ms)', 'Latest: 96 ms'],
      ['Good: 200 ms', ''],
    ];
    expect(legendOf(container)).toEqual(atRest);
    await hover(container, 300);
    expect(legendOf(container)).toEqual([
      ['Day', '14 Jun'],
      ['Largest paint (s)', '1.83 s'],
      ['Good: 2.50 s', ''],
      ['Response to input (ms)', ''],
      ['Good: 200 ms', ''],
    ]);
    // A day without visits shows no figure while hovered.
    await hover(container);
    expect(legendOf(container)).toEqual([
      ['Day', '15 Jun'],
      ['Largest paint (s)', ''],
      ['Good: 2.50 s', ''],
      ['Response to input (ms)', ''],
      ['Good: 200 ms', ''],
    ]);
    await leave(container);
    expect(legendOf(container)).toEqual(atRest);
  });

  it('says "Not measured" at rest for a line without any figure', async () => {
    const { container } = render(
      <SpeedChart label="Site speed" daily={[{ day: '2026-06-15', LCP: 2400, INP: null }]} />,
    );
    await act(async () => {});
    expect(legendOf(container)[1]).toEqual(['Largest paint (s)', 'Latest: 2.40 s']);
    expect(legendOf(container)[3]).toEqual(['Response to input (ms)', 'Not measured']);
  });
});
