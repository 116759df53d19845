import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TranslationsDto } from '@/features/translations/dto';
import { TranslationsScreen } from '../TranslationsScreen';
import { TRANSLATION_KINDS } from '@/features/translations/kinds';

const mockReplace = jest.fn();
let mockSearch = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(mockSearch),
  useRouter: () => ({ replace: mockReplace, push: mockReplace }),
  usePathname: () => '/admin/translations',
}));

const ANSWER: TranslationsDto = {
  kinds: [
    { kind: 'products', label: 'Products' },
    { kind: 'services', label: 'Services' },
  ],
  items: [
    {
      kind: 'services',
      kindLabel: 'Services',
      id: 3,
      title: 'Cold Chain',
      fields: [
        { field: 'nameAr', label: 'Add Service Name (Arabic)', state: 'missing' },
        { field: 'descriptionAr', label: 'Add Description (Arabic)', state: 'outdated' },
      ],
      href: '/admin/services?edit=3&field=nameAr',
    },
  ],
};

const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();

function renderScreen(answer: TranslationsDto) {
  // What the client reads of an answer (jsdom has no Response).
  fetchMock.mockImplementation(
    async () =>
      ({
        status: 200,
        headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
        text: async () => JSON.stringify(answer),
      }) as unknown as Response,
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TranslationsScreen kinds={TRANSLATION_KINDS} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockSearch = '';
});
afterEach(() => {
  fetchMock.mockReset();
  mockReplace.mockReset();
});

describe('<TranslationsScreen>', () => {
  it('lists each item with its fields named as the dialog labels them, and links to its dialog at the first', async () => {
    renderScreen(ANSWER);
    const row = await screen.findByTestId('translation-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Cold Chain');
    expect(within(row).getByText('Services')).toBeTruthy();
    expect(within(row).getByText('Add Service Name (Arabic): missing')).toBeTruthy();
    expect(within(row).getByText('Add Description (Arabic): outdated')).toBeTruthy();
    const link = within(row).getByRole('link', { name: 'Translate Add Service Name (Arabic) of Cold Chain' });
    expect(link.getAttribute('href')).toBe('/admin/services?edit=3&field=nameAr');
    expect(screen.getByRole('status').textContent).toBe('1 item');
  });

  it('asks for the kind and state in the URL, and offers only the kinds the answer names', async () => {
    mockSearch = 'kind=services&state=missing';
    renderScreen(ANSWER);
    await screen.findByTestId('translation-row');
    expect(String(fetchMock.mock.calls[0][0])).toMatch(
      /\/api\/v1\/admin\/translations\?kind=services&state=missing$/,
    );
    const kinds = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kinds.options].map((option) => option.textContent)).toEqual([
      'All kinds',
      'Products',
      'Services',
    ]);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'outdated' } });
    await waitFor(() =>
      expect(mockReplace).toHaveBeenCalledWith('/admin/translations?kind=services&state=outdated', {
        scroll: false,
      }),
    );
  });

  it('offers "Arabic still right" only for outdated Arabic, and sends the item', async () => {
    renderScreen({
      kinds: ANSWER.kinds,
      items: [
        ANSWER.items[0],
        { ...ANSWER.items[0], id: 4, title: 'Packing', fields: [ANSWER.items[0].fields[0]] },
      ],
    });
    const [outdated, missing] = await screen.findAllByTestId('translation-row');
    expect(within(missing).queryByRole('button', { name: /Arabic still right/ })).toBeNull();
    fireEvent.click(within(outdated).getByRole('button', { name: 'Arabic still right: Cold Chain' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toMatch(/\/api\/v1\/admin\/translations\/confirm$/);
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'services', id: 3 });
  });

  it('says when everything is translated', async () => {
    renderScreen({ kinds: ANSWER.kinds, items: [] });
    expect(await screen.findByText('Everything is translated.')).toBeTruthy();
  });
});
