import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WebhookAttemptsPage, WebhookEndpointDto } from '@/features/webhooks/dto';
import { WebhooksScreen, webhooksKey } from '../WebhooksScreen';

const endpoint = (over: Partial<WebhookEndpointDto>): WebhookEndpointDto => ({
  id: 1,
  url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
  description: 'Zapier leads',
  events: ['enquiry.created', 'quote.created'],
  allowPrivate: false,
  pausedAt: null,
  failingSince: null,
  secretRolledAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  version: 'webhook_endpoints:1:1',
  pending: 0,
  failed: 0,
  ...over,
});

const fetchMock = jest.fn<typeof fetch>();

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderScreen(rows: WebhookEndpointDto[]) {
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(webhooksKey, rows);
  return render(
    <QueryClientProvider client={client}>
      <WebhooksScreen />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  fetchMock.mockReset();
});

describe('<WebhooksScreen>', () => {
  it('lists each endpoint with its whole address, state and events; only a paused one offers Resume', () => {
    renderScreen([
      endpoint({}),
      endpoint({
        id: 2,
        url: 'https://crm.example.com/in',
        description: 'CRM',
        pausedAt: '2026-11-20T06:00:00.000Z',
        failingSince: '2026-11-19T06:00:00.000Z',
        pending: 3,
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
    const [active, paused] = within(screen.getByRole('list', { name: 'Webhook endpoints' })).getAllByTestId(
      'webhook-row',
    );
    expect(within(active).getByText('https://hooks.zapier.com/hooks/catch/1/abc/')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    const events = within(active).getByRole('list', { name: 'Events sent to Zapier leads' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contact enquiry received', 'Quote request received']);
    expect(within(active).getByRole('button', { name: 'Send a test event: Zapier leads' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /^Resume/ })).toBeNull();
    expect(within(paused).getByText(/^Paused 20 Nov 2026/)).toBeTruthy();
    expect(within(paused).getByText('3 waiting')).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Resume: CRM' })).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Attempt log: CRM' })).toBeTruthy();
  });

  it('refuses a loopback address in the dialog until the testing allowance is ticked, then shows the secret once', async () => {
    renderScreen([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.input(within(dialog).getByLabelText(/^Endpoint URL/), {
      target: { value: 'https://127.0.0.1/hook' },
    });
    fireEvent.click(within(dialog).getByLabelText('Contact enquiry received'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/This address is on a private network or this server/),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const secret = 'whsec_' + 'A'.repeat(43) + '=';
    const answer = JSON.stringify({
      endpoint: endpoint({ url: 'https://127.0.0.1/hook', allowPrivate: true }),
      secret,
    });
    // What the client reads of an answer (jsdom has no Response); the list fetched again is empty.
    fetchMock.mockImplementation(async (_url, init) => {
      const body = init?.method === 'POST' ? answer : '[]';
      return {
        status: init?.method === 'POST' ? 201 : 200,
        headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
        text: async () => body,
      } as unknown as Response;
    });
    fireEvent.click(within(dialog).getByLabelText('Allow private addresses (testing)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toMatch(/\/api\/v1\/admin\/webhooks$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'https://127.0.0.1/hook',
      description: '',
      events: ['enquiry.created'],
      allowPrivate: true,
    });
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByTestId('webhook-secret').textContent).toBe(secret);
  });

  it('sends a test event and opens the attempt log, where its result shows', async () => {
    const log: WebhookAttemptsPage = {
      items: [
        {
          id: 7,
          deliveryId: 5,
          eventId: '0b6f5a56-2d7e-4d43-9a53-7f0f5e1f6d10',
          eventType: 'webhook.test',
          at: '2026-11-21T08:00:00.000Z',
          ok: true,
          statusCode: 200,
          durationMs: 42,
          response: 'thanks',
          error: '',
          deliveryStatus: 'delivered',
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
    };
    fetchMock.mockImplementation(async (url, init) => {
      const body =
        init?.method === 'POST'
          ? { eventId: log.items[0].eventId, deliveryId: 5 }
          : String(url).includes('/attempts')
            ? log
            : [endpoint({})];
      return {
        status: init?.method === 'POST' ? 202 : 200,
        headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    });
    renderScreen([endpoint({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Send a test event: Zapier leads' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Attempt log: https://hooks.zapier.com/hooks/catch/1/abc/',
    });
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toMatch(/\/api\/v1\/admin\/webhooks\/1\/test$/);
    const attempt = await within(dialog).findByTestId('attempt-row');
    expect(within(attempt).getByText('Test event')).toBeTruthy();
    expect(within(attempt).getByText('200')).toBeTruthy();
    expect(within(attempt).getByText('Delivered')).toBeTruthy();
  });
});
