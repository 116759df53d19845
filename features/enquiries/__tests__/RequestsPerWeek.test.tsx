import { describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RequestsPerWeekDto } from '@/features/enquiries/dto';
import { formatAdminDate } from '@/lib/text/dates';
import { RequestsPerWeek, requestsPerWeekKey } from '../RequestsPerWeek';

// The canvas (uPlot) needs a browser; the figures under test are the table's.
jest.mock('../admin/RequestsChart', () => ({
  RequestsChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const weeks = Array.from({ length: 26 }, (_, index) =>
  new Date(Date.UTC(2025, 11, 22 + 7 * index)).toISOString().slice(0, 10),
);
const zeros = (counts: Record<number, number> = {}) => weeks.map((_, index) => counts[index] ?? 0);
const data: RequestsPerWeekDto = {
  weeks,
  byKind: { quote: zeros({ 2: 1, 25: 2 }), sample: zeros({ 25: 1 }), document: zeros({ 25: 1 }) },
  byCountry: [
    { code: 'DE', name: 'Germany', counts: zeros({ 2: 1, 25: 2 }) },
    { code: 'FR', name: 'France', counts: zeros({ 25: 1 }) },
  ],
  other: zeros({ 25: 1 }),
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(requestsPerWeekKey, data);
  return render(
    <QueryClientProvider client={client}>
      <RequestsPerWeek />
    </QueryClientProvider>,
  );
}

/** The table's header cells, and the cells of the row of `week` (YYYY-MM-DD). */
function tableOf(name: string, week: string) {
  const table = screen.getByRole('table', { name });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const row = within(table).getByRole('row', { name: new RegExp(`^${formatAdminDate(week)}`) });
  return {
    headers,
    row: within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
    table,
  };
}

describe('<RequestsPerWeek>', () => {
  it('holds the figures by kind in a table with a caption, a row per week and their total', async () => {
    renderPanel();
    // The chart (loaded apart) is one image, described.
    expect(
      await screen.findByRole('img', { name: /^Requests per week over the last 26 weeks, by kind/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Requests per week' })).toBeTruthy();
    const { headers, row, table } = tableOf('Requests per week, by kind', '2026-06-15');
    expect(headers).toEqual(['Week of', 'Quote request', 'Sample request', 'Document request', 'Total']);
    expect(row).toEqual(['2', '1', '1', '4']);
    expect(within(table).getAllByRole('row')).toHaveLength(27);
    expect(tableOf('Requests per week, by kind', '2026-01-05').row).toEqual(['1', '0', '0', '1']);
    expect(tableOf('Requests per week, by kind', '2025-12-22').row).toEqual(['0', '0', '0', '0']);
  });

  it('switches to destinations from the keyboard, the table following, with Other last', async () => {
    renderPanel();
    await screen.findByRole('img');
    const byKind = screen.getByRole('tab', { name: 'By kind' });
    expect(byKind.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(byKind, { key: 'ArrowRight' });
    const byCountry = screen.getByRole('tab', { name: 'By destination' });
    expect(byCountry.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(byCountry);
    const { headers, row } = tableOf('Requests per week, by destination', '2026-06-15');
    expect(headers).toEqual(['Week of', 'Germany', 'France', 'Other', 'Total']);
    expect(row).toEqual(['2', '1', '1', '4']);
    expect(screen.getByText(/Other: every other destination/)).toBeTruthy();
  });
});
