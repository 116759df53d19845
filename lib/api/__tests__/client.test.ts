/**
 * The admin API client against a real HTTP server. The browser resolves '/api/...' against the
 * page's origin; here fetch is pointed at the test server the same way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, ApiError, apiUrl, onUnauthorized } from '../client';

interface Seen {
  method: string;
  url: string;
  contentType?: string;
  body: string;
}
const seen: Seen[] = [];
let server: http.Server;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body });
      const reply = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(data));
      };
      if (req.url === '/api/v1/things')
        return reply(req.method === 'POST' ? 201 : 200, { ok: true, echo: body || null });
      if (req.url === '/api/v1/empty') {
        res.writeHead(204);
        return res.end();
      }
      if (req.url === '/api/v1/private')
        return reply(401, { error: 'unauthenticated', message: 'Please sign in again.' });
      if (req.url === '/api/v1/busy')
        return reply(429, { error: 'rate_limited', message: 'Slow down.' }, { 'retry-after': '90' });
      reply(400, { error: 'validation', message: 'Bad.', fields: { name: 'Required.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  globalThis.fetch = (input, init) => realFetch(`http://127.0.0.1:${port}${String(input)}`, init);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

it('prefixes paths with /api', () => {
  expect(apiUrl('v1/auth/login')).toBe('/api/v1/auth/login');
  expect(apiUrl('/v1/auth/login')).toBe('/api/v1/auth/login');
});

it('sends and receives JSON; any 2xx is success', async () => {
  expect(await api.get('v1/things', { 'x-extra': '1' })).toEqual({ ok: true, echo: null });
  expect(await api.post('v1/things', { name: 'Lavender' })).toEqual({
    ok: true,
    echo: '{"name":"Lavender"}',
  });
  expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' });
  await api.put('v1/things', { a: 1 });
  await api.patch('v1/things', { a: 2 });
  await api.delete('v1/things');
  expect(seen.slice(-3).map((s) => s.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  expect(await api.delete('v1/empty')).toBeNull();
});

it('sends files as multipart/form-data', async () => {
  const form = new FormData();
  form.append('title', 'Banner');
  form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'banner.png');
  await api.multipart('v1/things', form);
  const last = seen.at(-1)!;
  expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(last.body).toContain('filename="banner.png"');
});

it('throws the server’s error with its fields and retry time', async () => {
  const invalid = await api.post('v1/invalid', {}).catch((e: unknown) => e);
  expect(invalid).toBeInstanceOf(ApiError);
  expect(invalid).toMatchObject({ status: 400, message: 'Bad.', body: { fields: { name: 'Required.' } } });
  const busy = await api.get('v1/busy').catch((e: unknown) => e);
  expect(busy).toMatchObject({ status: 429, retryAfterSeconds: 90 });
});

it('signs out on 401, and only on 401', async () => {
  let signOuts = 0;
  const unregister = onUnauthorized(() => signOuts++);
  await expect(api.get('v1/busy')).rejects.toBeInstanceOf(ApiError);
  expect(signOuts).toBe(0);
  await expect(api.get('v1/private')).rejects.toMatchObject({ status: 401 });
  expect(signOuts).toBe(1);
  unregister();
  await expect(api.get('v1/private')).rejects.toMatchObject({ status: 401 });
  expect(signOuts).toBe(1);
});
