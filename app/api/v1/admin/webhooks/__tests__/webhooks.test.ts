/**
 * @jest-environment node
 *
 * The Webhooks screen through its routes, as an Owner: an endpoint is added with its secret shown
 * once (and never listed again, nor written to the audit trail, which records the change); a
 * private address is refused without the testing allowance; Roll secret makes a new one; the
 * attempt log lists each try; Replay sends a delivery again (same event id) and is audited;
 * Send a test event delivers the test event to that endpoint alone, signed and logged; Delete
 * removes it. Other roles are refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, jsonOf, signIn } from '@/test/admin';
import { auditEvents, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { queueWebhookEvent, webhookTask } from '@/features/webhooks/data';
import type {
  WebhookAttemptsPage,
  WebhookEndpointDto,
  WebhookSecretDto,
  WebhookTestDto,
} from '@/features/webhooks/dto';
import { verifyWebhook } from '@/features/webhooks/signing';
import { GET, POST } from '../route';
import { DELETE, PUT } from '../[id]/route';
import { POST as ROLL } from '../[id]/secret/route';
import { POST as RESUME } from '../[id]/resume/route';
import { GET as ATTEMPTS } from '../[id]/attempts/route';
import { POST as REPLAY } from '../[id]/deliveries/[deliveryId]/replay/route';
import { POST as TEST } from '../[id]/test/route';

const bed = adminTestBed();
const URL_ = '/api/v1/admin/webhooks';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      // An address ending in /refuse answers 500 (a receiver that fails).
      if (request.url?.endsWith('/refuse')) response.statusCode = 500;
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catch`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const create = (json: unknown) => call(POST, bed.staff.request('POST', URL_, { json }));
const list = async (): Promise<WebhookEndpointDto[]> =>
  jsonOf(await call(GET, bed.staff.request('GET', URL_)), 200);
const latestAudit = () => bed.testDb.db.select().from(auditEvents).orderBy(desc(auditEvents.id));

it('adds an endpoint, answering its secret once and keeping it out of the list and the audit trail', async () => {
  const added: WebhookSecretDto = await jsonOf(
    await create({
      url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      description: 'Zapier',
      events: ['enquiry.created', 'quote.created'],
      allowPrivate: false,
    }),
    201,
  );
  expect(added.secret).toMatch(/^whsec_/);
  expect(added.endpoint).toMatchObject({
    url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
    events: ['enquiry.created', 'quote.created'],
    pausedAt: null,
  });
  const listed = await list();
  expect(JSON.stringify(listed)).not.toContain(added.secret);
  expect(listed.map((e) => e.id)).toContain(added.endpoint.id);

  const [created] = await latestAudit();
  expect(created).toMatchObject({
    kind: 'content_insert',
    entity: 'webhook_endpoints',
    entityId: String(added.endpoint.id),
    actorEmail: bed.staff.user.email,
  });

  // Roll secret: a new one, answered once; the trail records that it was rolled, not what it is.
  const rolled: WebhookSecretDto = await jsonOf(
    await call(ROLL, bed.staff.request('POST', `${URL_}/${added.endpoint.id}/secret`), {
      id: added.endpoint.id,
    }),
    200,
  );
  expect(rolled.secret).toMatch(/^whsec_/);
  expect(rolled.secret).not.toBe(added.secret);
  const [roll] = await latestAudit();
  expect(roll).toMatchObject({ kind: 'content_update', entity: 'webhook_endpoints' });
  expect(Object.keys(roll.after ?? {})).toEqual(['secret_rolled_at']);

  const trail = JSON.stringify(await latestAudit());
  for (const secret of [added.secret, rolled.secret]) {
    expect(trail).not.toContain(secret);
    expect(trail).not.toContain(secret.slice('whsec_'.length));
  }
});

it('refuses a private or loopback address, and http, without the testing allowance', async () => {
  const message =
    'This address is on a private network or this server. Use a public address, or turn on “Allow private addresses (testing)”.';
  const refused = (url: string) =>
    create({ url, description: '', events: ['enquiry.created'], allowPrivate: false });
  await expectFieldErrors(await refused('https://169.254.169.254/latest/meta-data/'), { url: message });
  await expectFieldErrors(await refused('https://localhost:3000/hook'), { url: message });
  await expectFieldErrors(await refused('http://127.0.0.1/hook'), {
    url: 'Use https://. http:// is only for testing, with “Allow private addresses” on.',
  });
  await expectFieldErrors(
    await create({ url: 'https://hooks.example.com/', description: '', events: [], allowPrivate: false }),
    { events: 'Choose at least one event.' },
  );
});

it('logs each attempt, replays a delivery with the same event id, and audits the replay', async () => {
  const { endpoint, secret }: WebhookSecretDto = await jsonOf(
    await create({
      url: receiverUrl,
      description: 'Local test',
      events: ['sample.created'],
      allowPrivate: true,
    }),
    201,
  );
  await bed.testDb.db.transaction((tx) => queueWebhookEvent(tx, 'sample.created', { reference: 'S-1' }));
  await webhookTask.runDue();
  expect(received).toHaveLength(1);

  const attempts = () =>
    call(ATTEMPTS, bed.staff.request('GET', `${URL_}/${endpoint.id}/attempts`), { id: endpoint.id });
  const first: WebhookAttemptsPage = await jsonOf(await attempts(), 200);
  expect(first.total).toBe(1);
  expect(first.items[0]).toMatchObject({
    ok: true,
    statusCode: 200,
    response: 'thanks',
    eventType: 'sample.created',
    deliveryStatus: 'delivered',
  });

  const { deliveryId, eventId } = first.items[0];
  const replay = await call(
    REPLAY,
    bed.staff.request('POST', `${URL_}/${endpoint.id}/deliveries/${deliveryId}/replay`),
    { id: endpoint.id, deliveryId },
  );
  expect(await jsonOf(replay, 200)).toEqual({ replayed: true });
  expect(received).toHaveLength(2);
  expect(received[1].headers['webhook-id']).toBe(eventId);
  expect(
    verifyWebhook(
      secret,
      {
        id: eventId,
        timestamp: String(received[1].headers['webhook-timestamp']),
        signature: String(received[1].headers['webhook-signature']),
      },
      received[1].body,
    ),
  ).toBe(true);
  const second: WebhookAttemptsPage = await jsonOf(await attempts(), 200);
  expect(second.items.map((a) => a.deliveryId)).toEqual([deliveryId, deliveryId]);
  expect(second.items[0].id).toBeGreaterThan(second.items[1].id);

  const [audited] = await latestAudit();
  expect(audited).toMatchObject({
    kind: 'webhook_replay',
    entity: 'webhook_endpoints',
    entityId: String(endpoint.id),
    actorEmail: bed.staff.user.email,
    summary: `sample.created ${eventId}`,
  });

  // A delivery of another endpoint is not this one's to replay.
  const other = await call(
    REPLAY,
    bed.staff.request('POST', `${URL_}/999999/deliveries/${deliveryId}/replay`),
    {
      id: 999999,
      deliveryId,
    },
  );
  expect(other.status).toBe(404);
});

it('changes, resumes and deletes an endpoint', async () => {
  const { endpoint }: WebhookSecretDto = await jsonOf(
    await create({
      url: 'https://example.com/a',
      description: '',
      events: ['content.published'],
      allowPrivate: false,
    }),
    201,
  );
  const changed: WebhookEndpointDto = await jsonOf(
    await call(
      PUT,
      bed.staff.request('PUT', `${URL_}/${endpoint.id}`, {
        json: {
          url: 'https://example.com/b',
          description: 'CRM',
          events: ['application.created'],
          allowPrivate: false,
        },
      }),
      { id: endpoint.id },
    ),
    200,
  );
  expect(changed).toMatchObject({
    url: 'https://example.com/b',
    description: 'CRM',
    events: ['application.created'],
  });
  const resumed = await call(RESUME, bed.staff.request('POST', `${URL_}/${endpoint.id}/resume`), {
    id: endpoint.id,
  });
  expect(resumed.status).toBe(200);
  const removed = await call(DELETE, bed.staff.request('DELETE', `${URL_}/${endpoint.id}`), {
    id: endpoint.id,
  });
  expect(await jsonOf(removed, 200)).toEqual({ deleted: true });
  expect((await list()).some((e) => e.id === endpoint.id)).toBe(false);
  const again = await call(DELETE, bed.staff.request('DELETE', `${URL_}/${endpoint.id}`), {
    id: endpoint.id,
  });
  expect(again.status).toBe(404);
  const [deleted] = await bed.testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.kind, 'content_delete'))
    .orderBy(desc(auditEvents.id));
  expect(deleted).toMatchObject({ entity: 'webhook_endpoints', entityId: String(endpoint.id) });
});

it('is for Owners only', async () => {
  for (const role of ['editor', 'sales', 'hr'] as const) {
    const other = await signIn(bed.testDb.db, `${role}-webhooks@kinglife.test`, role);
    expect((await call(GET, other.request('GET', URL_))).status).toBe(403);
    const posted = await call(
      POST,
      other.request('POST', URL_, {
        json: {
          url: 'https://example.com/',
          description: '',
          events: ['enquiry.created'],
          allowPrivate: false,
        },
      }),
    );
    expect(posted.status).toBe(403);
  }
});

it('sends a test event to that endpoint alone, signed and logged like any delivery', async () => {
  const { endpoint, secret }: WebhookSecretDto = await jsonOf(
    await create({
      url: receiverUrl,
      description: 'Test events',
      // Whatever the endpoint receives, the test event is sent to it.
      events: ['content.published'],
      allowPrivate: true,
    }),
    201,
  );
  // Another endpoint on the same receiver, which receives no test event.
  await jsonOf(
    await create({
      url: `${receiverUrl}/other`,
      description: 'Another',
      events: ['content.published'],
      allowPrivate: true,
    }),
    201,
  );
  const before = received.length;
  const test = (id: number) => call(TEST, bed.staff.request('POST', `${URL_}/${id}/test`), { id });
  const queued: WebhookTestDto = await jsonOf(await test(endpoint.id), 202);

  // Tried at once (outside the server, what is due runs before the answer), to this endpoint only.
  expect(received).toHaveLength(before + 1);
  const [delivery] = received.slice(before);
  expect(delivery.headers['webhook-id']).toBe(queued.eventId);
  expect(
    verifyWebhook(
      secret,
      {
        id: queued.eventId,
        timestamp: String(delivery.headers['webhook-timestamp']),
        signature: String(delivery.headers['webhook-signature']),
      },
      delivery.body,
    ),
  ).toBe(true);
  const body = JSON.parse(delivery.body);
  expect(body).toEqual({
    id: queued.eventId,
    type: 'webhook.test',
    timestamp: body.timestamp,
    data: {
      event: 'webhook.test',
      sentAt: body.timestamp,
      webhookId: endpoint.id,
      message: 'A test event from the Kinglife admin',
    },
  });
  expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);

  // Recorded as a delivery: the attempt log shows it and how it went.
  const page: WebhookAttemptsPage = await jsonOf(
    await call(ATTEMPTS, bed.staff.request('GET', `${URL_}/${endpoint.id}/attempts`), { id: endpoint.id }),
    200,
  );
  expect(page.items).toHaveLength(1);
  expect(page.items[0]).toMatchObject({
    deliveryId: queued.deliveryId,
    eventId: queued.eventId,
    eventType: 'webhook.test',
    ok: true,
    statusCode: 200,
    response: 'thanks',
    deliveryStatus: 'delivered',
  });

  // A receiver that fails: the attempt log says so, with its status, and the delivery waits to retry.
  const { endpoint: refusing }: WebhookSecretDto = await jsonOf(
    await create({
      url: `${receiverUrl}/refuse`,
      description: 'Refusing',
      events: ['enquiry.created'],
      allowPrivate: true,
    }),
    201,
  );
  const failed: WebhookTestDto = await jsonOf(await test(refusing.id), 202);
  const log: WebhookAttemptsPage = await jsonOf(
    await call(ATTEMPTS, bed.staff.request('GET', `${URL_}/${refusing.id}/attempts`), { id: refusing.id }),
    200,
  );
  expect(log.items[0]).toMatchObject({
    deliveryId: failed.deliveryId,
    eventType: 'webhook.test',
    ok: false,
    statusCode: 500,
    error: 'Answered 500.',
    deliveryStatus: 'pending',
  });

  // Nothing is sent to a paused endpoint: refused, and nothing is queued.
  await bed.testDb.db
    .update(webhookEndpoints)
    .set({ pausedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const deliveries = () =>
    bed.testDb.db.$count(webhookDeliveries, eq(webhookDeliveries.endpointId, endpoint.id));
  expect(await deliveries()).toBe(1);
  expect(await jsonOf(await test(endpoint.id), 409)).toMatchObject({
    error: 'webhook_paused',
    message: 'This endpoint is paused, so nothing is sent to it. Resume it first, then send the test event.',
  });
  expect(await deliveries()).toBe(1);
  expect((await test(999999)).status).toBe(404);

  for (const role of ['editor', 'sales', 'hr'] as const) {
    const other = await signIn(bed.testDb.db, `${role}-webhook-test@kinglife.test`, role);
    const refused = await call(TEST, other.request('POST', `${URL_}/${refusing.id}/test`), {
      id: refusing.id,
    });
    expect(refused.status).toBe(403);
  }
});
