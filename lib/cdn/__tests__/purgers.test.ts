/**
 * Fastly's and Cloudflare's purge calls against a local HTTP server standing in for their APIs,
 * which checks each request as the vendors document it (Fastly: "purge multiple surrogate keys";
 * Cloudflare: "purge cached content" by tag).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { purgerFor } from '../purgers';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let api: string;
const seen: Seen[] = [];
let answer = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res
        .writeHead(answer, { 'content-type': 'application/json' })
        .end(answer === 200 ? '{"status":"ok"}' : '{"errors":["down"]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answer = 200;
});

test('Fastly: POST /service/<id>/purge with the keys in Surrogate-Key and the token in Fastly-Key', async () => {
  const purge = purgerFor({
    CDN_PURGE: 'fastly:SU1Z0isxPaozGVKXdv0eY',
    CDN_PURGE_TOKEN: 'fastly-token',
    CDN_PURGE_API: api,
  })!;
  await purge(['product:3', 'products', 'settings']);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/service/SU1Z0isxPaozGVKXdv0eY/purge', body: '' });
  expect(seen[0].headers['fastly-key']).toBe('fastly-token');
  expect(seen[0].headers['surrogate-key']).toBe('product:3 products settings');
});

test('Cloudflare: POST /zones/<id>/purge_cache with {"tags": [...]} and a bearer token', async () => {
  const purge = purgerFor({
    CDN_PURGE: 'cloudflare:023e105f4ecef8ad9ca31a8372d0c353',
    CDN_PURGE_TOKEN: 'cf-api-token',
    CDN_PURGE_API: api,
  })!;
  await purge(['news:2', 'news']);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({
    method: 'POST',
    url: '/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
  });
  expect(seen[0].headers.authorization).toBe('Bearer cf-api-token');
  expect(seen[0].headers['content-type']).toBe('application/json');
  expect(JSON.parse(seen[0].body)).toEqual({ tags: ['news:2', 'news'] });
});

test('a refused purge throws with what the CDN said', async () => {
  answer = 503;
  const purge = purgerFor({ CDN_PURGE: 'fastly:svc', CDN_PURGE_TOKEN: 'fastly-token', CDN_PURGE_API: api })!;
  await expect(purge(['settings'])).rejects.toThrow(/answered 503: \{"errors":\["down"\]\}/);
});

test('no CDN configured: no purger', () => {
  expect(purgerFor({})).toBeNull();
});
