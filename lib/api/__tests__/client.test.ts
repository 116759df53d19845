/**
 * The API client against a real HTTP server. The browser resolves '/api/...' against the page's
 * origin; here fetch is pointed at the test server the same way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiUrl } from '../../routing/routes';
import { api, ApiError, fileNameOf, onUnauthorized, problemMessage } from '../client';
import { call, endpoint } from '../contract';

interface Seen {
  method: string;
  url: string;
  contentType?: string;
  body: string;
}
const seen: Seen[] = [];
let server: http.Server;
let port = 0;
const realFetch = globalThis.fetch;

type Echo = { ok: boolean; echo: string | null };
type Thing = { name?: string; a?: number };
const things = endpoint('v1/things', {
  GET: call<{ q?: string; page?: number }, Echo>(),
  POST: call<Thing, Echo>(),
  PUT: call<Thing, Echo>(),
  PATCH: call<Thing, Echo>(),
  DELETE: call<void, Echo>(),
});
const empty = endpoint('v1/empty', { DELETE: call<void, null>() });
const privateThing = endpoint('v1/private', { GET: call<void, unknown>() });
const busy = endpoint('v1/busy', { GET: call<void, unknown>() });
const broken = endpoint('v1/broken', { GET: call<void, unknown>() });
const away = endpoint('v1/away', { POST: call<object, unknown>() });
const invalid = endpoint('v1/invalid', { POST: call<object, unknown>() });
const fileAt = (path: string) => endpoint(path, { GET: call<void, Blob>() });

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
      if (req.url?.startsWith('/api/v1/things'))
        return reply(req.method === 'POST' ? 201 : 200, { ok: true, echo: body || null });
      if (req.url === '/api/v1/empty') {
        res.writeHead(204);
        return res.end();
      }
      if (req.url === '/api/v1/private')
        return reply(401, { error: 'unauthenticated', message: 'Please sign in again.' });
      if (req.url === '/api/v1/busy')
        return reply(429, { error: 'rate_limited', message: 'Slow down.' }, { 'retry-after': '90' });
      if (req.url === '/api/v1/file') {
        res.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Resume.pdf"; filename*=UTF-8''${encodeURIComponent('محمد علي_Resume.pdf')}`,
        });
        return res.end(Buffer.from('%PDF-1.4 bytes'));
      }
      if (req.url === '/api/v1/missing-file')
        return reply(404, { error: 'not_found', message: 'This application has no résumé file.' });
      if (req.url === '/api/v1/away') {
        const message = 'يجري تحديث الموقع ولم يُرسَل شيء.';
        return reply(503, { error: 'unavailable', message }, { 'retry-after': '30' });
      }
      if (req.url === '/api/v1/broken') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      }
      reply(400, { error: 'validation', message: 'Bad.', fields: { name: 'Required.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  globalThis.fetch = (input, init) => realFetch(`http://127.0.0.1:${port}${String(input)}`, init);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

const failureText = { network: 'Check your connection.', server: 'Our side failed.' };

it('prefixes paths with /api', () => {
  expect(apiUrl('v1/auth/login')).toBe('/api/v1/auth/login');
  expect(apiUrl('/v1/auth/login')).toBe('/api/v1/auth/login');
});

it('sends and receives JSON; any 2xx is success', async () => {
  expect(await api.get(things)).toEqual({ ok: true, echo: null });
  // A GET's query: empty values left out.
  await api.get(things, { q: 'rose oil', page: 2 });
  expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/things?q=rose+oil&page=2' });
  await api.get(things, { q: '' });
  expect(seen.at(-1)).toMatchObject({ url: '/api/v1/things' });
  expect(await api.post(things, { name: 'Lavender' })).toEqual({
    ok: true,
    echo: '{"name":"Lavender"}',
  });
  expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' });
  await api.put(things, { a: 1 });
  await api.patch(things, { a: 2 });
  await api.delete(things);
  expect(seen.slice(-3).map((s) => s.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  expect(await api.delete(empty)).toBeNull();
});

it('throws the server’s error with its fields and retry time', async () => {
  const error = await api.post(invalid, {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'Bad.', body: { fields: { name: 'Required.' } } });
  expect((error as ApiError).kind).toBe('invalid');
  expect((error as ApiError).fields).toEqual({ name: 'Required.' });
  const limited = await api.get(busy).catch((e: unknown) => e);
  expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 90, kind: 'rate_limited' });
  expect(problemMessage(limited, failureText)).toBe('Slow down.');
});

it("shows the server's own words when its database is away (503 'unavailable'), not the generic failure", async () => {
  const error = await api.post(away, {}).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 503, kind: 'unavailable', retryAfterSeconds: 30 });
  expect(problemMessage(error, failureText)).toBe('يجري تحديث الموقع ولم يُرسَل شيء.');
});

it('says what happened when the server fails without JSON, or cannot be reached', async () => {
  const failed = await api.get(broken).catch((e: unknown) => e);
  expect(failed).toMatchObject({ status: 502, kind: 'server' });
  expect(problemMessage(failed, failureText)).toBe('Our side failed.');

  // A port nobody listens on: the request never gets an answer.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  globalThis.fetch = (input, init) => realFetch(`http://127.0.0.1:${deadPort}${String(input)}`, init);
  try {
    const unreachable = await api.get(busy).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 0, kind: 'network' });
    expect(problemMessage(unreachable, failureText)).toBe('Check your connection.');
  } finally {
    globalThis.fetch = (input, init) => realFetch(`http://127.0.0.1:${port}${String(input)}`, init);
  }
});

it('signs out on 401, and only on 401', async () => {
  let signOuts = 0;
  const unregister = onUnauthorized(() => signOuts++);
  await expect(api.get(busy)).rejects.toBeInstanceOf(ApiError);
  expect(signOuts).toBe(0);
  await expect(api.get(privateThing)).rejects.toMatchObject({ status: 401 });
  expect(signOuts).toBe(1);
  unregister();
  await expect(api.get(privateThing)).rejects.toMatchObject({ status: 401 });
  expect(signOuts).toBe(1);
});

it('downloads a file with the name the server gave it, or throws its error like any call', async () => {
  const file = await api.download(fileAt('v1/file'));
  expect(file.filename).toBe('محمد علي_Resume.pdf');
  expect(file.blob.type).toBe('application/pdf');
  expect(await file.blob.text()).toBe('%PDF-1.4 bytes');

  const missing = await api.download(fileAt('v1/missing-file')).catch((e: unknown) => e);
  expect(missing).toMatchObject({ status: 404, kind: 'refused' });
  expect(problemMessage(missing, failureText)).toBe('This application has no résumé file.');
});

it('reads the file name from Content-Disposition, the exact UTF-8 name first', () => {
  expect(fileNameOf('attachment; filename="Priya Nair_Resume.pdf"')).toBe('Priya Nair_Resume.pdf');
  expect(fileNameOf('attachment; filename="Jose_Resume.pdf"; filename*=UTF-8\'\'Jos%C3%A9_Resume.pdf')).toBe(
    'José_Resume.pdf',
  );
  expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  expect(fileNameOf('attachment; filename="x.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('x.pdf');
  expect(fileNameOf(null)).toBeNull();
});
