/**
 * @jest-environment jsdom
 *
 * Uploads go through XMLHttpRequest (fetch cannot report upload progress): a real server, a real
 * multipart body, jsdom's XMLHttpRequest. The page's <base> points the relative /api path at the
 * test server, as the page's own origin would in a browser.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, ApiError, problemMessage } from '../client';
import { call, endpoint } from '../contract';

let server: http.Server;
let received: { contentType?: string; bytes: number }[] = [];
let holdRequests = false;

const files = endpoint('v1/files', { POST: call<FormData, { stored: number }>() });
const refusing = endpoint('v1/refuse', { POST: call<FormData, unknown>() });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': 'http://localhost' };
    // Listening to upload progress makes a cross-origin request preflighted (the page's origin is
    // jsdom's http://localhost): allow it.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'accept',
      });
      return res.end();
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], bytes });
      if (holdRequests) return; // never answers: the client must be able to cancel
      if (req.url === '/api/v1/refuse') {
        res.writeHead(400, { ...cors, 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ error: 'validation', message: 'Check the image.', fields: { image: 'Too big.' } }),
        );
      }
      res.writeHead(201, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify({ stored: bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = document.createElement('base');
  base.href = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  document.head.append(base);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  holdRequests = false;
});

function formWith(size: number): FormData {
  const form = new FormData();
  form.append('title', 'Banner');
  form.append('image', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'banner.png');
  return form;
}

it('sends multipart/form-data and reports upload progress events', async () => {
  const progress: { loaded: number; total: number }[] = [];
  const answer = await api.upload(files, 'POST', formWith(256 * 1024), {
    onProgress: (p) => progress.push(p),
  });
  expect(received.at(-1)!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(answer.stored).toBe(received.at(-1)!.bytes);
  // jsdom reports one event without a size (a multipart body has no Content-Length there); the
  // byte counts in a real browser are checked by e2e/apply.spec.ts on the application form.
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.every((p) => p.loaded <= p.total || p.total === 0)).toBe(true);
});

it('maps a refused upload onto its fields', async () => {
  const error = await api.upload(refusing, 'POST', formWith(10)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, kind: 'invalid', fields: { image: 'Too big.' } });
});

it('cancels an upload in flight', async () => {
  holdRequests = true;
  const controller = new AbortController();
  const pending = api
    .upload(files, 'POST', formWith(1024), { signal: controller.signal })
    .catch((e: unknown) => e);
  await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort();
  const error = await pending;
  expect(error).toMatchObject({ status: 0, kind: 'aborted' });
  expect(problemMessage(error, { network: 'No connection.', server: 'Failed.' })).toBe('No connection.');
});

it('refuses at once when already cancelled', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(api.upload(files, 'POST', formWith(10), { signal: controller.signal })).rejects.toMatchObject({
    kind: 'aborted',
  });
  expect(received).toHaveLength(0);
});
