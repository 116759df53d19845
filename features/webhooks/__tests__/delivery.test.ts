/**
 * @jest-environment node
 *
 * Webhook deliveries against a real receiver (node:http on 127.0.0.1, an endpoint the Owner
 * allowed private addresses for): every event once with a valid signature; a receiver that fails
 * three times gets it on the fourth; nothing is lost when no worker ran before the server died;
 * a day of failures pauses the endpoint and tells the Owners; the forgery guard refuses private
 * addresses, names that resolve to them and redirects.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { waitingTasks } from '@/test/tasks';
import { createAdmin } from '@/lib/auth/adminUsers';
import { stopTasks } from '@/lib/tasks/tasks';
import {
  outgoingMail,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookSecrets,
} from '@/lib/db/schema';
import {
  attemptDelivery,
  createWebhookEndpoint,
  MAX_TRIES,
  queueWebhookEvent,
  resumeWebhookEndpoint,
  webhookTask,
} from '../data';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../events';
import { verifyWebhook } from '../signing';
import { isRefusedAddress, literalHostIsPrivate } from '../addresses';
import { postWebhook } from '../send';
import { webhookEndpointSchema } from '../adminValidation';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers each request with the next of `answers` (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const answers: { status: number; headers?: Record<string, string>; body?: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testDb: TestDatabase;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  testDb = await freshDatabase();
  receiver = await startReceiver();
  await createAdmin(testDb.db, { email: 'owner-hooks@kinglife.test', passwordHash: 'x', role: 'owner' });
});
afterAll(async () => {
  await receiver.close();
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.db.delete(webhookEndpoints);
  await testDb.db.delete(webhookEvents);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

/** An endpoint on the test receiver (private address allowed: the Owner's testing allowance). */
async function receiverEndpoint(events: WebhookEventType[] = [...WEBHOOK_EVENTS], url = receiver.url) {
  return createWebhookEndpoint({ url, description: 'test receiver', events, allowPrivate: true });
}

const queue = (type: WebhookEventType, record: unknown) =>
  testDb.db.transaction((tx) => queueWebhookEvent(tx, type, record));

function verified(secret: string, request: Received): boolean {
  return verifyWebhook(
    secret,
    {
      id: String(request.headers['webhook-id']),
      timestamp: String(request.headers['webhook-timestamp']),
      signature: String(request.headers['webhook-signature']),
    },
    request.body,
  );
}

const deliveryOf = async (eventId: string) =>
  (await testDb.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId)))[0];

it('delivers every event once, signed so that the receiver can verify it', async () => {
  const { secret } = await receiverEndpoint();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  // The database keeps it sealed, never as it was shown.
  const [stored] = await testDb.db.select().from(webhookSecrets);
  expect(stored.sealed).not.toContain(secret.slice(6));

  const ids: string[] = [];
  for (const type of WEBHOOK_EVENTS) ids.push((await queue(type, { id: 7, type, name: 'Ayşe' }))!);
  await webhookTask.runDue();
  await webhookTask.runDue();

  expect(receiver.received).toHaveLength(WEBHOOK_EVENTS.length);
  for (const request of receiver.received) {
    expect(verified(secret, request)).toBe(true);
    expect(request.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request.body);
    expect(payload.id).toBe(request.headers['webhook-id']);
    expect(Date.parse(payload.timestamp)).not.toBeNaN();
    expect(payload.data).toEqual({ id: 7, type: payload.type, name: 'Ayşe' });
  }
  expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set(ids));
  // A body changed on the way, or signed with another secret, does not verify.
  const [first] = receiver.received;
  expect(verified(secret, { ...first, body: first.body.replace('Ay', 'Ax') })).toBe(false);
  expect(verified('whsec_' + Buffer.alloc(32).toString('base64'), first)).toBe(false);

  const attempts = await testDb.db.select().from(webhookAttempts);
  expect(attempts).toHaveLength(WEBHOOK_EVENTS.length);
  expect(attempts.every((a) => a.ok && a.statusCode === 200 && a.response === 'ok')).toBe(true);
});

it('sends only the events an endpoint receives, and nothing when none wants one', async () => {
  await receiverEndpoint(['quote.created']);
  expect(await queue('enquiry.created', { id: 1 })).toBeNull();
  expect(await testDb.db.$count(webhookEvents)).toBe(0);
  expect(await queue('quote.created', { id: 2 })).not.toBeNull();
  await webhookTask.runDue();
  expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['quote.created']);
});

it('tries again after a pause: a receiver that fails three times gets it on the fourth', async () => {
  await receiverEndpoint(['enquiry.created']);
  receiver.answers.push({ status: 500, body: 'down' }, { status: 503 }, { status: 502 });
  const eventId = (await queue('enquiry.created', { id: 3 }))!;

  const before = Date.now();
  await webhookTask.runDue();
  expect(receiver.received).toHaveLength(1);
  // The next try waits a minute (the first pause).
  const [next] = await waitingTasks<{ id: number; at: string }>(testDb.db, 'webhook-delivery');
  expect(next.startAfter.getTime()).toBeGreaterThanOrEqual(before + 59_000);
  expect(next.startAfter.getTime()).toBeLessThan(Date.now() + 61_000);

  // The pauses have passed.
  await webhookTask.runDue({ evenIfDeferred: true });
  expect(receiver.received).toHaveLength(4);
  expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([eventId]));

  const delivery = await deliveryOf(eventId);
  expect(delivery).toMatchObject({ status: 'delivered', tries: 4 });
  const attempts = await testDb.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.id))
    .orderBy(webhookAttempts.id);
  expect(attempts.map((a) => [a.ok, a.statusCode])).toEqual([
    [false, 500],
    [false, 503],
    [false, 502],
    [true, 200],
  ]);
  expect(attempts[0]).toMatchObject({ response: 'down', error: 'Answered 500.' });
  // Back to health: the endpoint is not failing.
  const [endpoint] = await testDb.db.select().from(webhookEndpoints);
  expect(endpoint.failingSince).toBeNull();
  expect(await waitingTasks(testDb.db, 'webhook-delivery')).toEqual([]);
});

it('loses nothing when the server dies before sending: the delivery and its task were stored with the event', async () => {
  await receiverEndpoint(['sample.created']);
  // Kept only if the change commits: a rolled-back change sends nothing.
  await expect(
    testDb.db.transaction(async (tx) => {
      await queueWebhookEvent(tx, 'sample.created', { id: 'rolled back' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');

  const eventId = (await queue('sample.created', { id: 'kept' }))!;
  // The process dies: no worker ran, its queue connections are gone.
  await stopTasks();
  expect(receiver.received).toHaveLength(0);

  // Another server's worker, on fresh connections.
  await webhookTask.runDue();
  expect(receiver.received).toHaveLength(1);
  expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id: eventId, data: { id: 'kept' } });
  expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered' });
});

it('pauses an endpoint that failed for a day, tells the Owners, and sends what waited once resumed', async () => {
  await receiverEndpoint(['enquiry.created']);
  for (let i = 0; i < MAX_TRIES; i++) receiver.answers.push({ status: 500 });
  const eventId = (await queue('enquiry.created', { id: 4 }))!;
  const start = (await deliveryOf(eventId)).nextTryAt!;

  // Each try at its time (no waiting): the delivery's next_try_at says when.
  for (let i = 0; i < MAX_TRIES; i++) {
    const delivery = await deliveryOf(eventId);
    expect(delivery.status).toBe('pending');
    const at = delivery.nextTryAt!;
    expect(await attemptDelivery(testDb.db, { id: delivery.id, at: at.toISOString() }, { now: at })).toBe(
      true,
    );
  }
  const failed = await deliveryOf(eventId);
  expect(failed).toMatchObject({ status: 'failed', tries: MAX_TRIES, nextTryAt: null });
  expect(receiver.received).toHaveLength(MAX_TRIES);
  // The tries spread over about a day.
  const attempts = await testDb.db.select().from(webhookAttempts).orderBy(webhookAttempts.id);
  const span = attempts.at(-1)!.at.getTime() - start.getTime();
  expect(span).toBeGreaterThanOrEqual(24 * 3600_000);
  expect(span).toBeLessThan(26 * 3600_000);

  const [endpoint] = await testDb.db.select().from(webhookEndpoints);
  expect(endpoint.pausedAt).not.toBeNull();
  const [mail] = await testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.subject, `Webhook paused: ${receiver.url}`));
  expect(mail.to).toContain('owner-hooks@kinglife.test');

  // Paused: a new event is not stored for it.
  expect(await queue('enquiry.created', { id: 5 })).toBeNull();
  // A delivery that waited for it (queued before the pause) is held, then sent on resume.
  await testDb.db.update(webhookEndpoints).set({ pausedAt: null });
  const heldId = (await queue('enquiry.created', { id: 6 }))!;
  await testDb.db.update(webhookEndpoints).set({ pausedAt: new Date() });
  await webhookTask.runDue();
  expect(receiver.received).toHaveLength(MAX_TRIES);
  expect(await deliveryOf(heldId)).toMatchObject({ status: 'pending', tries: 0 });

  const resumed = await resumeWebhookEndpoint(endpoint.id);
  expect(resumed).toMatchObject({ pausedAt: null, failingSince: null });
  expect(receiver.received).toHaveLength(MAX_TRIES + 1);
  expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(heldId);
  expect(await deliveryOf(heldId)).toMatchObject({ status: 'delivered' });
});

describe('the forgery guard', () => {
  it('knows the private, loopback, link-local and other refused addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
    ]) {
      expect([address, isRefusedAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isRefusedAddress(address)]).toEqual([address, false]);
    }
    expect(literalHostIsPrivate('localhost')).toBe(true);
    expect(literalHostIsPrivate('[::1]')).toBe(true);
    expect(literalHostIsPrivate('hooks.zapier.com')).toBe(false);
  });

  it('refuses in the dialog’s schema http, private and loopback addresses without the testing allowance', () => {
    const refused = (url: string) =>
      !webhookEndpointSchema.safeParse({
        url,
        description: '',
        events: ['enquiry.created'],
        allowPrivate: false,
      }).success;
    expect(refused('http://127.0.0.1/hook')).toBe(true);
    expect(refused('https://127.0.0.1/hook')).toBe(true);
    expect(refused('https://169.254.169.254/latest/meta-data/')).toBe(true);
    expect(refused('https://localhost/hook')).toBe(true);
    expect(refused('https://[::ffff:7f00:1]/hook')).toBe(true);
    expect(refused('https://2130706433/hook')).toBe(true);
    expect(refused('https://user:pass@hooks.example.com/')).toBe(true);
    expect(refused('https://hooks.example.com/catch')).toBe(false);
  });

  const post = (url: string, options: Parameters<typeof postWebhook>[3] = { allowPrivate: false }) =>
    postWebhook(url, {}, '{}', options);

  it('does not send to a private or loopback address, or a name that resolves to one', async () => {
    const cases: [string, Parameters<typeof postWebhook>[3]][] = [
      [`http://127.0.0.1:${receiver.port}/hook`, { allowPrivate: false }],
      [`https://127.0.0.1:${receiver.port}/hook`, { allowPrivate: false }],
      ['https://169.254.169.254/latest/meta-data/', { allowPrivate: false }],
      [`https://localhost:${receiver.port}/hook`, { allowPrivate: false }],
      [`https://[::ffff:127.0.0.1]:${receiver.port}/hook`, { allowPrivate: false }],
      [
        `https://hooks.example.com:${receiver.port}/hook`,
        { allowPrivate: false, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
      ],
      // One public and one private address: refused (the connection could go to either).
      [
        'https://hooks.example.com/hook',
        {
          allowPrivate: false,
          resolve: async () => [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.5', family: 4 },
          ],
        },
      ],
    ];
    for (const [url, options] of cases) {
      const result = await post(url, options);
      expect([url, result.ok, result.statusCode]).toEqual([url, false, null]);
      expect(result.error).toMatch(/^Not sent: /);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the address it checked, not to a second answer of the DNS', async () => {
    let lookups = 0;
    const result = await post(`http://receiver.invalid:${receiver.port}/hook`, {
      allowPrivate: true,
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(lookups).toBe(1);
    expect(receiver.received[0].headers.host).toBe(`receiver.invalid:${receiver.port}`);
  });

  it('does not follow a redirect, and logs it as a failure saying so', async () => {
    const { endpoint } = await receiverEndpoint(['enquiry.created']);
    receiver.answers.push({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await queue('enquiry.created', { id: 8 });
    await webhookTask.runDue();
    expect(receiver.received).toHaveLength(1);
    const [attempt] = await testDb.db
      .select()
      .from(webhookAttempts)
      .where(and(eq(webhookAttempts.endpointId, endpoint.id)));
    expect(attempt).toMatchObject({ ok: false, statusCode: 302 });
    expect(attempt.error).toBe(
      'Answered 302 redirecting to http://169.254.169.254/latest/meta-data/; redirects are not followed.',
    );
  });

  it('refuses at delivery an endpoint stored with a private address but without the allowance', async () => {
    const { endpoint } = await receiverEndpoint(['enquiry.created']);
    await testDb.db
      .update(webhookEndpoints)
      .set({ allowPrivate: false })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await queue('enquiry.created', { id: 9 });
    await webhookTask.runDue();
    expect(receiver.received).toHaveLength(0);
    const [attempt] = await testDb.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ ok: false, statusCode: null });
    expect(attempt.error).toMatch(/^Not sent: Use https:\/\//);
  });

  it('keeps only the first 500 bytes of an answer', async () => {
    receiver.answers.push({ status: 200, body: 'x'.repeat(5000) });
    const result = await post(receiver.url, { allowPrivate: true });
    expect(result.ok).toBe(true);
    expect(result.response).toHaveLength(500);
  });
});
