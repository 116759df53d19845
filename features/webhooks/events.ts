/** The events a webhook endpoint may receive (Settings → Webhooks), each sent from its feature's write. */
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

export function isWebhookEvent(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}
