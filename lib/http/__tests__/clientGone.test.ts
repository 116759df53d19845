/**
 * @jest-environment node
 *
 * A client that closes the connection before its body arrived (a speed beacon as its page
 * unloads) is not the database being away: no 503, and no "[api] … the database is unavailable"
 * in the log for operators to chase.
 */
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { captureLogs } from '@/test/logs';

/** A POST whose body breaks off as Node reports a client gone mid-request. */
function abortedPost(): Request {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"path":"/ab'));
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
  return new Request('http://kinglife.test/api/v1/vitals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

it('answers a request whose client went away 499, logging nothing', async () => {
  const logged = captureLogs();
  const handler = route({}, async ({ request }) => Response.json(await readJson(request, 1024)));
  const response = await handler(abortedPost());
  expect(response.status).toBe(499);
  expect(logged.said()).toEqual([]);
  logged.restore();
});

it('still answers 503 for the database away when the client is there', async () => {
  const logged = captureLogs();
  const handler = route({}, async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  const response = await handler(new Request('http://kinglife.test/api/v1/enquiries', { method: 'POST' }));
  expect(response.status).toBe(503);
  expect(logged.said()).toEqual(['error: api: the database is unavailable']);
  expect(logged.lines[0]).toMatchObject({ method: 'POST', path: '/api/v1/enquiries' });
  expect(logged.lines[0].err?.message).toBe('connect ECONNREFUSED <ip>:5432');
  logged.restore();
});
