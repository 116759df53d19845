import 'server-only';
/**
 * Queueing a webhook event in the transaction of the change it is about, without the deliveries'
 * work (./data.ts defines the task over this queue): what a write's commit (./published.ts, from
 * lib/data/transaction.ts) and the features that announce their own events need, and nothing that
 * writes through lib/data/transaction.ts itself.
 */
import { and, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '@/lib/db/connect';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { taskQueue } from '@/lib/tasks/tasks';
import { now as clockNow } from '@/lib/time/clock';
import type { WebhookDeliveryType, WebhookEventType } from './events';

type Executor = Database | Transaction;

/** What a delivery's task carries: the delivery, and the `next_try_at` it was sent for. */
export interface DeliveryTask {
  id: number;
  at: string;
}

/**
 * The deliveries' queue. A try never throws for the receiver's sake (its failures are scheduled
 * by ./data.ts); these retries are for the site's own trouble (the database away).
 */
export const deliveryQueue = taskQueue<DeliveryTask>('webhook-delivery', {
  retries: 3,
  delaySeconds: 30,
  maxDelaySeconds: 10 * 60,
  holdSeconds: 60,
});

/**
 * Stores event `type` about `record` (what staff see of it: no secrets, no session data) for every
 * active endpoint that receives it, with each delivery's task, in `tx`. Nothing is stored when no
 * endpoint wants it. Returns the event's id (null: none wanted it).
 */
export async function queueWebhookEvent(
  tx: Executor,
  type: WebhookEventType,
  record: unknown,
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.pausedAt), sql`${type} = ANY(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return null;
  return (
    await storeEvent(
      tx,
      type,
      () => record,
      endpoints.map((endpoint) => endpoint.id),
    )
  ).eventId;
}

/**
 * Stores event `type` (its body: `{ id, type, timestamp, data }`, `data` made by `dataOf` at the
 * event's time) with a delivery to each of `endpointIds` and each delivery's task, in `tx`.
 */
export async function storeEvent(
  tx: Executor,
  type: WebhookDeliveryType,
  dataOf: (now: Date) => unknown,
  endpointIds: number[],
): Promise<{ eventId: string; deliveryIds: number[] }> {
  const now = clockNow();
  const id = randomUUID();
  const body = JSON.stringify({ id, type, timestamp: now.toISOString(), data: dataOf(now) });
  await tx.insert(webhookEvents).values({ id, type, body, createdAt: now });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ endpointId, eventId: id, nextTryAt: now })))
    .returning({ id: webhookDeliveries.id });
  for (const delivery of deliveries)
    await deliveryQueue.send({ id: delivery.id, at: now.toISOString() }, { tx });
  return { eventId: id, deliveryIds: deliveries.map((delivery) => delivery.id) };
}
