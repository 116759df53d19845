/**
 * @jest-environment node
 *
 * The request guard on a real HTTP server: a path whose %-escape does not decode is answered 400
 * before the server's own handler sees it (JSON under /api, a page in its language elsewhere), and
 * the connection's address replaces whatever PEER_HEADER a client sent; each request has its id
 * (nginx's, or a new one), answered and carried by what is logged while it is handled, and one log
 * line when it ends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@/lib/log/logger.cjs';
import { hasMalformedEscape, installRequestGuard, PEER_HEADER, PEER_SCHEME_HEADER } from '../requestGuard';

let server: http.Server;
let port = 0;
const reached: { url: string; peer: unknown; scheme: unknown }[] = [];
/** What the server logged, one parsed JSON line each. */
const logged: Record<string, unknown>[] = [];
const logger = createLogger({ write: (line: string) => void logged.push(JSON.parse(line)) }, 'info');

beforeAll(async () => {
  installRequestGuard(logger);
  server = http.createServer((req, res) => {
    reached.push({
      url: req.url ?? '',
      peer: req.headers[PEER_HEADER],
      scheme: req.headers[PEER_SCHEME_HEADER],
    });
    // Something the handler logs later, as a route would after awaiting the database.
    setTimeout(() => {
      logger.warn('handled for hans@example.com');
      if (req.url === '/fails') res.statusCode = 500; // a page whose render failed
      res.end('handled');
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached.length = 0;
  logged.length = 0;
});

/** A raw GET of `path` exactly as written (fetch would encode a stray %). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string; requestId: string; timing?: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body,
              requestId: String(res.headers['x-request-id']),
              timing: res.headers['server-timing']?.toString(),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

it.each(['/%', '/about/%', '/%E0%A4%A', '/productPage/ProductDetailedPage/%zz', '/media/share/1-1.x/%'])(
  'answers %s 400 with a page before the handler runs',
  async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('text/html');
    expect(answer.body).toContain('This address cannot be read');
    expect(reached).toHaveLength(0);
  },
);

it('answers an Arabic page path in Arabic, right to left', async () => {
  const answer = await get('/ar/about/%');
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('dir="rtl"');
  expect(answer.body).toContain('تعذّرت قراءة هذا العنوان');
});

it('answers an API path with JSON carrying a message', async () => {
  const answer = await get('/api/v1/admin/jobs/%');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({
    error: 'bad_request',
    message: expect.stringContaining('malformed %-escape'),
  });
  expect(reached).toHaveLength(0);
});

it('passes paths that decode, and a stray % in the query, on to the handler', async () => {
  for (const path of ['/about', '/ar/%D8%B9%D9%86', '/about?q=%', '/search?q=%E0%A4%A']) {
    expect((await get(path)).status).toBe(200);
  }
  expect(reached.map((r) => r.url)).toEqual([
    '/about',
    '/ar/%D8%B9%D9%86',
    '/about?q=%',
    '/search?q=%E0%A4%A',
  ]);
});

it('puts the connection’s own address and scheme where a client may have forged them', async () => {
  await get('/about', {
    [PEER_HEADER]: '203.0.113.9',
    [PEER_SCHEME_HEADER]: 'https',
    'x-forwarded-for': '6.6.6.6',
  });
  expect(reached).toEqual([{ url: '/about', peer: '127.0.0.1', scheme: 'http' }]);
});

it('reads escapes the way the server decodes them', () => {
  expect(hasMalformedEscape('/a%20b')).toBe(false);
  expect(hasMalformedEscape('/a%2')).toBe(true);
  expect(hasMalformedEscape('/a%C3%28')).toBe(true); // not UTF-8
  expect(hasMalformedEscape('/a?b=%')).toBe(false);
});

/** The log lines so far, once the request's own line (written as its answer closes) is there. */
async function linesOf(requestId: string) {
  for (
    let tries = 0;
    tries < 50 && !logged.some((l) => l.msg === 'request' && l.requestId === requestId);
    tries++
  )
    await new Promise((resolve) => setTimeout(resolve, 10));
  return logged.filter((line) => line.requestId === requestId);
}

it("keeps nginx's request id, answers it, and every line logged while handling the request carries it", async () => {
  const id = '0f3c9a7e5b2d4c1a8e6f0b9d7c5a3e1f';
  const answer = await get('/quote?email=hans@example.com', { 'x-request-id': id });
  expect(answer.requestId).toBe(id);
  const lines = await linesOf(id);
  expect(lines.map((line) => [line.level, line.msg])).toEqual([
    ['warn', 'handled for <e-mail>'],
    ['info', 'request'],
  ]);
  expect(lines[1]).toMatchObject({ method: 'GET', path: '/quote', status: 200 });
  expect(typeof lines[1].ms).toBe('number');
  expect(typeof lines[1].time).toBe('string');
  expect(JSON.stringify(logged)).not.toContain('hans@example.com');
});

it('makes an id for a request that came without one, or with one that is not an id', async () => {
  const plain = await get('/about');
  expect(plain.requestId).toMatch(/^[0-9a-f-]{36}$/);
  const forged = await get('/about', { 'x-request-id': 'bad id\twith spaces' });
  expect(forged.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(forged.requestId).not.toBe(plain.requestId);
  expect(await linesOf(forged.requestId)).toContainEqual(
    expect.objectContaining({ msg: 'request', path: '/about' }),
  );
});

it("answers a build file without the id and logs it only at debug (a page's scripts would each carry it)", async () => {
  const script = await get('/_next/static/chunks/app-1a2b3c.js');
  expect(script.requestId).toBe('undefined');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(logged.some((line) => line.path === '/_next/static/chunks/app-1a2b3c.js')).toBe(false);
});

it("names a failed answer's request id in Server-Timing, where the error page's script reads it, and no other answer's", async () => {
  const failed = await get('/fails');
  expect(failed.status).toBe(500);
  expect(failed.timing).toBe(`request;desc="${failed.requestId}"`);
  expect((await get('/about')).timing).toBeUndefined();
});

it('logs a refused path too, and no token of a signed link', async () => {
  const refused = await get('/about/%');
  expect(await linesOf(refused.requestId)).toContainEqual(
    expect.objectContaining({ msg: 'request', path: '/about/%', status: 400 }),
  );
  const link = await get('/api/v1/documents/link/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg');
  expect(await linesOf(link.requestId)).toContainEqual(
    expect.objectContaining({ path: '/api/v1/documents/link/:token' }),
  );
});
