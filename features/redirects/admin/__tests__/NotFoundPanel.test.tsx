import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NotFoundPage, RedirectSaved } from '@/features/redirects/dto';
import { NotFoundPanel } from '../NotFoundPanel';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams('tab=not-found'),
  useRouter: () => ({ replace: mockPush, push: mockPush }),
  usePathname: () => '/admin/redirects',
}));

const LOG: NotFoundPage = {
  items: [
    {
      path: '/old-catalogue',
      hits: 1234,
      firstSeen: '2026-11-01T08:00:00.000Z',
      lastSeen: '2026-11-27T08:00:00.000Z',
      referrerHost: 'news.example.org',
      redirectedTo: null,
    },
    {
      path: '/ar/old-brochure.pdf',
      hits: 3,
      firstSeen: '2026-11-02T08:00:00.000Z',
      lastSeen: '2026-11-26T08:00:00.000Z',
      referrerHost: null,
      redirectedTo: '/productPage',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

const SAVED: RedirectSaved = {
  id: 7,
  source: '/old-catalogue',
  target: '/productPage',
  targetKind: '',
  targetId: '',
  location: '/productPage',
  status: '301',
  note: '',
  updatedAt: '2026-11-27T09:00:00.000Z',
  version: 'redirects:7:1',
  notices: [],
};

const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
const answer = (status: number, body: unknown) =>
  ({
    status,
    ok: status < 400,
    headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
    json: async () => body,
  }) as unknown as Response;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderPanel() {
  fetchMock.mockImplementation(async (input, init) =>
    init?.method === 'POST'
      ? answer(201, SAVED)
      : answer(200, String(input).includes('not-found') ? LOG : SAVED),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotFoundPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  fetchMock.mockReset();
  mockPush.mockReset();
});

describe('<NotFoundPanel>', () => {
  it('lists each path with its visits, dates and linking host, and a labelled Create redirect', async () => {
    renderPanel();
    const [row] = await screen.findAllByTestId('not-found-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('/old-catalogue');
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('news.example.org')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Create redirect: /old-catalogue' })).toBeTruthy();
    expect(screen.getByLabelText('Order')).toBeTruthy();
  });

  it('says where a path already redirected goes, instead of offering to redirect it again', async () => {
    renderPanel();
    const rows = await screen.findAllByTestId('not-found-row');
    expect(within(rows[1]).getByText('Redirected to /productPage')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /Create redirect/ })).toBeNull();
  });

  it('opens the Redirects dialog with the path filled in, and saves the redirect staff complete', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Create redirect: /old-catalogue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add redirect' });
    expect((within(dialog).getByLabelText(/^From/) as HTMLInputElement).value).toBe('/old-catalogue');

    // Choosing an item asks for its number instead of a path; back to a path asks for the path.
    fireEvent.change(within(dialog).getByLabelText('Send visitors to'), { target: { value: 'product' } });
    expect(await within(dialog).findByLabelText(/^Item number/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^To \(a path/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Send visitors to'), { target: { value: '' } });

    fireEvent.input(await within(dialog).findByLabelText(/^To \(a path/), {
      target: { value: '/productPage' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kind of redirect'), { target: { value: '301' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toBe('/api/v1/admin/redirects');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      source: '/old-catalogue',
      targetKind: '',
      target: '/productPage',
      status: '301',
    });
  });
});
