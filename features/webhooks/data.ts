import 'server-only';
/**
 * Signed webhooks to the sales tools (the Webhooks screen, Owners).
 *
 * - A feature calls `queueWebhookEvent(tx, type, record)` (./queue.ts) in the transaction of its
 *   change: the event (its JSON body) and one delivery per active endpoint that receives `type`
 *   are stored, and each delivery's task sent, in that transaction: they exist if and only if the
 *   change does, so a server that dies before sending loses none (another takes the task).
 *   `content.published` is announced for every path at once, before a write commits (./published.ts).
 * - "Send a test event" (`sendWebhookTest`) queues the test event for one endpoint the same way:
 *   stored, signed and tried like any other, and logged in its attempt log.
 * - The task (`webhook-delivery`) makes one try (`attemptDelivery`): signed (./signing.ts), sent
 *   through the forgery guard (./send.ts), logged in the attempt log. A failed try sends the next
 *   task at RETRY_AFTER_SECONDS's pause (about a day in all); the last marks the delivery failed.
 *   A task claims its try by the delivery's `next_try_at` (its data carries the time it was sent
 *   for), so a replayed or resumed delivery's older task finds nothing to do.
 * - An endpoint whose tries have failed for PAUSE_AFTER_HOURS is paused and the Owners are mailed;
 *   its deliveries wait (no tries) until an Owner resumes it, when they are sent.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { open, seal } from '@/lib/auth/secretBox';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import {
  adminUsers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookSecrets,
} from '@/lib/db/schema';
import { recordEvent } from '@/lib/audit/record';
import { versionTag } from '@/lib/audit/versions';
import { writeTransaction } from '@/lib/data/transaction';
import { paged } from '@/lib/data/ordering';
import { enqueue, mailTask } from '@/lib/mail/queue';
import { build } from '@/lib/mail/render';
import { routes } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { defineTask } from '@/lib/tasks/tasks';
import { formatDubaiTime } from '@/lib/text/dates';
import { now as clockNow } from '@/lib/time/clock';
import type { ListQuery } from '@/lib/validation/lists';
import { adminWebhooksText } from './adminText';
import type { WebhookEndpointInput } from './adminValidation';
import type {
  WebhookAttemptDto,
  WebhookAttemptsPage,
  WebhookEndpointDto,
  WebhookSecretDto,
  WebhookTestDto,
} from './dto';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryType, type WebhookEventType } from './events';
import { deliveryQueue, storeEvent, type DeliveryTask } from './queue';

export { queueWebhookEvent, type DeliveryTask } from './queue';
import { postWebhook, type Resolve } from './send';
import { newWebhookSecret, signedHeaders } from './signing';

/** The pause after each failed try, in seconds: ten tries over about a day (24 h 51 min). */
export const RETRY_AFTER_SECONDS = [
  60,
  5 * 60,
  15 * 60,
  30 * 60,
  3600,
  2 * 3600,
  4 * 3600,
  8 * 3600,
  9 * 3600,
];
export const MAX_TRIES = RETRY_AFTER_SECONDS.length + 1;
/** An endpoint whose tries have failed this long is paused. */
export const PAUSE_AFTER_HOURS = 24;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Executor = Database | Transaction;

export const webhookTask = defineTask<DeliveryTask>(
  deliveryQueue.name,
  deliveryQueue.options,
  async ([task]) => {
    await attemptDelivery(getDb(), task);
  },
);

const sealContext = (endpointId: number) => `webhook-secret:${endpointId}`;

// ------------------------------------------------------------------ events

// ------------------------------------------------------------------ delivery

export interface AttemptOptions {
  /** The time of the try (tests stand in for the pauses having passed). */
  now?: Date;
  /** How names are resolved (tests: a name that resolves to a private address). */
  resolve?: Resolve;
}

/**
 * One try of the delivery `task` names, if it is still due for that try (see the module's
 * comment) and its endpoint is not paused. Returns whether a try was made.
 */
export async function attemptDelivery(
  db: Database,
  task: DeliveryTask,
  { now = clockNow(), resolve }: AttemptOptions = {},
): Promise<boolean> {
  // Claimed: no other task for this try, and no replay's, can take it too.
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextTryAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, task.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextTryAt, new Date(task.at)),
        sql`${webhookDeliveries.endpointId} IN (SELECT id FROM ${webhookEndpoints} WHERE paused_at IS NULL)`,
      ),
    )
    .returning();
  if (!claimed) return false;
  const [target] = await db
    .select({ endpoint: webhookEndpoints, sealed: webhookSecrets.sealed, body: webhookEvents.body })
    .from(webhookEndpoints)
    .innerJoin(webhookSecrets, eq(webhookSecrets.endpointId, webhookEndpoints.id))
    .innerJoin(webhookEvents, eq(webhookEvents.id, claimed.eventId))
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!target) return false;
  const secret = open(target.sealed, sealContext(target.endpoint.id));
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = secret
    ? await postWebhook(
        target.endpoint.url,
        signedHeaders(secret, claimed.eventId, timestamp, target.body),
        target.body,
        { allowPrivate: target.endpoint.allowPrivate, resolve },
      )
    : {
        ok: false,
        statusCode: null,
        durationMs: 0,
        response: '',
        error: adminWebhooksText.failures.secretUnreadable,
      };

  const tries = claimed.tries + 1;
  let paused: EndpointRow | undefined;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: claimed.id,
      endpointId: claimed.endpointId,
      at: now,
      statusCode: result.statusCode,
      ok: result.ok,
      durationMs: result.durationMs,
      response: result.response,
      error: result.error,
    });
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'delivered', tries, deliveredAt: now })
        .where(eq(webhookDeliveries.id, claimed.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, claimed.endpointId));
      return;
    }
    const last = tries >= MAX_TRIES;
    const next = last ? null : new Date(now.getTime() + RETRY_AFTER_SECONDS[tries - 1] * 1000);
    await tx
      .update(webhookDeliveries)
      .set({ status: last ? 'failed' : 'pending', tries, nextTryAt: next })
      .where(eq(webhookDeliveries.id, claimed.id));
    if (next) await webhookTask.send({ id: claimed.id, at: next.toISOString() }, { tx, startAfter: next });
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, claimed.endpointId))
      .returning();
    const failingFor = now.getTime() - (endpoint.failingSince ?? now).getTime();
    if (endpoint.pausedAt === null && failingFor >= PAUSE_AFTER_HOURS * 3600 * 1000) {
      [paused] = await tx
        .update(webhookEndpoints)
        .set({ pausedAt: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.pausedAt)))
        .returning();
      if (paused) await mailOwners(tx, paused, result.error);
    }
  });
  if (paused) await mailTask.soon();
  return true;
}

/** Tells the Owners an endpoint was paused, in `tx`. */
async function mailOwners(tx: Transaction, endpoint: EndpointRow, lastError: string): Promise<void> {
  const owners = await tx
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.deactivatedAt)))
    .orderBy(adminUsers.id);
  if (owners.length === 0) return;
  const m = adminWebhooksText.pausedMail;
  await enqueue(
    tx,
    build(owners.map((owner) => owner.email).join(', '), m.subject(endpoint.url), [
      { kind: 'paragraph', text: m.intro(endpoint.url, PAUSE_AFTER_HOURS) },
      {
        kind: 'fields',
        rows: [
          [m.labels.endpoint, endpoint.url],
          [
            m.labels.failingSince,
            endpoint.failingSince ? formatDubaiTime(endpoint.failingSince.toISOString()) : '',
          ],
          [m.labels.lastError, lastError],
        ],
      },
      { kind: 'link', text: m.link, href: absoluteUrl(routes.admin.webhooks) },
    ]),
  );
}

/** Has the deliveries `ids` tried now (in `tx`), from their first try: a replay, a resume. */
async function sendNow(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = clockNow();
  await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', tries: 0, nextTryAt: now, deliveredAt: null })
    .where(inArray(webhookDeliveries.id, ids));
  for (const id of ids) await webhookTask.send({ id, at: now.toISOString() }, { tx });
}

// ------------------------------------------------------------------ staff

async function endpointDtos(where?: ReturnType<typeof eq>): Promise<WebhookEndpointDto[]> {
  const db = getDb();
  const rows = await db.select().from(webhookEndpoints).where(where).orderBy(webhookEndpoints.id);
  const counts = await db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, ['pending', 'failed']))
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  const countOf = (id: number, status: string) =>
    counts.find((c) => c.endpointId === id && c.status === status)?.n ?? 0;
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    allowPrivate: row.allowPrivate,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    secretRolledAt: row.secretRolledAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    version: versionTag(webhookEndpoints, row),
    pending: countOf(row.id, 'pending'),
    failed: countOf(row.id, 'failed'),
  }));
}

export function listWebhookEndpoints(): Promise<WebhookEndpointDto[]> {
  return endpointDtos();
}

async function endpointDto(id: number): Promise<WebhookEndpointDto | null> {
  return (await endpointDtos(eq(webhookEndpoints.id, id)))[0] ?? null;
}

/** Seals a new secret for endpoint `id` in `tx` and returns it (shown once). */
async function newSecretFor(tx: Transaction, id: number): Promise<string> {
  const secret = newWebhookSecret();
  const sealed = seal(secret, sealContext(id));
  await tx
    .insert(webhookSecrets)
    .values({ endpointId: id, sealed })
    .onConflictDoUpdate({ target: webhookSecrets.endpointId, set: { sealed } });
  return secret;
}

export async function createWebhookEndpoint(input: WebhookEndpointInput): Promise<WebhookSecretDto> {
  const { id, secret } = await writeTransaction(async (tx) => {
    const [row] = await tx.insert(webhookEndpoints).values(input).returning({ id: webhookEndpoints.id });
    return { id: row.id, secret: await newSecretFor(tx, row.id) };
  });
  return { endpoint: (await endpointDto(id))!, secret };
}

export async function updateWebhookEndpoint(
  id: number,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointDto | null> {
  const [row] = await writeTransaction((tx) =>
    tx
      .update(webhookEndpoints)
      .set({ ...input, updatedAt: clockNow() })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id }),
  );
  return row ? endpointDto(row.id) : null;
}

export async function deleteWebhookEndpoint(id: number): Promise<boolean> {
  const rows = await writeTransaction((tx) =>
    tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id }),
  );
  return rows.length > 0;
}

/** "Roll secret": a new one at once (the old one stops signing); null when there is no endpoint. */
export async function rollWebhookSecret(id: number): Promise<WebhookSecretDto | null> {
  const secret = await writeTransaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secretRolledAt: clockNow() })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    return row ? newSecretFor(tx, row.id) : null;
  });
  if (secret === null) return null;
  return { endpoint: (await endpointDto(id))!, secret };
}

/** "Resume": the endpoint is active again and what waited for it is sent now. */
export async function resumeWebhookEndpoint(id: number): Promise<WebhookEndpointDto | null> {
  const found = await writeTransaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: null, failingSince: null })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) return false;
    const waiting = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    await sendNow(
      tx,
      waiting.map((d) => d.id),
    );
    return true;
  });
  if (!found) return null;
  await webhookTask.soon();
  return endpointDto(id);
}

/** "Replay": delivery `deliveryId` of endpoint `id` is sent again now (the same event id). */
export async function replayWebhookDelivery(id: number, deliveryId: number): Promise<boolean> {
  const found = await writeTransaction(async (tx) => {
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id, type: webhookEvents.type, eventId: webhookEvents.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
      .for('update');
    if (!delivery) return false;
    await sendNow(tx, [delivery.id]);
    await recordEvent(tx, {
      kind: 'webhook_replay',
      entity: 'webhook_endpoints',
      entityId: id,
      summary: `${delivery.type} ${delivery.eventId}`,
    });
    return true;
  });
  if (found) await webhookTask.soon();
  return found;
}

/**
 * "Send a test event": the test event queued for endpoint `id` alone, whatever events it receives,
 * and tried now, signed like every delivery; its attempts show in the attempt log. 'paused' when
 * the endpoint is paused (nothing is sent to it: it would only wait); null when there is none.
 */
export async function sendWebhookTest(id: number): Promise<WebhookTestDto | 'paused' | null> {
  const result = await writeTransaction(async (tx) => {
    const [endpoint] = await tx
      .select({ id: webhookEndpoints.id, pausedAt: webhookEndpoints.pausedAt })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!endpoint) return null;
    if (endpoint.pausedAt) return 'paused' as const;
    const { eventId, deliveryIds } = await storeEvent(
      tx,
      WEBHOOK_TEST_EVENT,
      (now) => ({
        event: WEBHOOK_TEST_EVENT,
        sentAt: now.toISOString(),
        webhookId: id,
        message: adminWebhooksText.test.message,
      }),
      [id],
    );
    return { eventId, deliveryId: deliveryIds[0] };
  });
  if (result && result !== 'paused') await webhookTask.soon();
  return result;
}

/** The attempt log of endpoint `id`, newest first; null when there is no endpoint. */
export async function listWebhookAttempts(id: number, query: ListQuery): Promise<WebhookAttemptsPage | null> {
  const db = getDb();
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) return null;
  const where = eq(webhookAttempts.endpointId, id);
  return paged(
    query,
    (limit, offset) =>
      db
        .select({
          attempt: webhookAttempts,
          eventId: webhookDeliveries.eventId,
          status: webhookDeliveries.status,
          type: webhookEvents.type,
        })
        .from(webhookAttempts)
        .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(where)
        .orderBy(desc(webhookAttempts.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(webhookAttempts, where),
    ({ attempt, eventId, status, type }): WebhookAttemptDto => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      eventId,
      eventType: type as WebhookDeliveryType,
      at: attempt.at.toISOString(),
      ok: attempt.ok,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      response: attempt.response,
      error: attempt.error,
      deliveryStatus: status as WebhookAttemptDto['deliveryStatus'],
    }),
  );
}

/** Housekeeping: events (with their deliveries and attempts) older than this many days go. */
export const WEBHOOK_RETENTION_DAYS = 30;

export async function purgeOldWebhookEvents(db: Executor, now = clockNow()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * 86_400_000);
  const gone = await db
    .delete(webhookEvents)
    .where(
      and(
        sql`${webhookEvents.createdAt} < ${before.toISOString()}::timestamptz`,
        sql`NOT EXISTS (SELECT 1 FROM ${webhookDeliveries} d WHERE d.event_id = ${webhookEvents.id} AND d.status = 'pending')`,
      ),
    )
    .returning({ id: webhookEvents.id });
  return gone.length;
}
