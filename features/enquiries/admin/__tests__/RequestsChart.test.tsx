import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { hover, leave, legendOf, standInForCanvas } from '@/test/uplotDom';
import { RequestsChart } from '../RequestsChart';

beforeEach(standInForCanvas);
afterEach(() => {
  jest.restoreAllMocks();
});

describe('<RequestsChart> legend', () => {
  it('gives each line its total at rest, and the hovered week’s count', async () => {
    const { container } = render(
      <RequestsChart
        label="Requests per week"
        weeks={['2026-06-01', '2026-06-08', '2026-06-15']}
        series={[
          { label: 'Quote request', counts: [1, 0, 2], colour: '--teal-700' },
          { label: 'Sample request', counts: [0, 0, 0], colour: '--saffron-700', dash: [8, 4] },
        ]}
      />,
    );
    await act(async () => {});
    const atRest = [
      ['Week of', ''],
      ['Quote request', 'Total: 3'],
      ['Sample request', 'Total: 0'],
    ];
    expect(legendOf(container)).toEqual(atRest);
    await hover(container);
    expect(legendOf(container)).toEqual([
      ['Week of', '15 Jun'],
      ['Quote request', '2'],
      ['Sample request', '0'],
    ]);
    await leave(container);
    expect(legendOf(container)).toEqual(atRest);
  });
});
