/** What the webhook routes answer (the Webhooks screen). */
import type { Page } from '@/lib/api/shared';
import type { WebhookDeliveryType, WebhookEventType } from './events';

export interface WebhookEndpointDto {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  /** Private and loopback addresses allowed (testing). */
  allowPrivate: boolean;
  /** Paused (nothing is sent) since then; null when active. */
  pausedAt: string | null;
  /** Failing since then (null: its last delivery went through). */
  failingSince: string | null;
  secretRolledAt: string;
  createdAt: string;
  /** The version it was read at (lib/audit/versions.ts): a save sends it back. */
  version: string;
  /** Deliveries waiting for a try, and those that used up their tries. */
  pending: number;
  failed: number;
}

/** An endpoint with its signing secret: answered once, when it is made or rolled. */
export interface WebhookSecretDto {
  endpoint: WebhookEndpointDto;
  /** `whsec_<base64>`: shown once; the server keeps it sealed. */
  secret: string;
}

/** One try of one delivery (the attempt log). */
export interface WebhookAttemptDto {
  id: number;
  deliveryId: number;
  eventId: string;
  /** The event's type: one of WEBHOOK_EVENTS, or the test event. */
  eventType: WebhookDeliveryType;
  at: string;
  ok: boolean;
  /** The HTTP status, or null when nothing answered. */
  statusCode: number | null;
  durationMs: number;
  /** The answer's first bytes. */
  response: string;
  /** Why it failed, in staff's words ('' when it went through). */
  error: string;
  /** Where its delivery is now. */
  deliveryStatus: 'pending' | 'delivered' | 'failed';
}

export type WebhookAttemptsPage = Page<WebhookAttemptDto>;

/** "Send a test event": the test event queued for the endpoint, and its delivery (tried at once). */
export interface WebhookTestDto {
  eventId: string;
  deliveryId: number;
}
