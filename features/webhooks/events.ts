/** The events a webhook endpoint may receive (the Webhooks screen), each sent from its feature's write. */
export const WEBHOOK_EVENTS = [
  'enquiry.created',
  'quote.created',
  'sample.created',
  'document.requested',
  'application.created',
  'request.status_changed',
  'content.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * The event "Send a test event" (the Webhooks screen) queues for one endpoint, whatever events it
 * receives: not one an endpoint subscribes to, but named and sent like them.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery carries: an event of WEBHOOK_EVENTS, or the test event. */
export type WebhookDeliveryType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export function isWebhookEvent(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}
