/**
 * The signature of a delivery, in the Standard Webhooks scheme (standardwebhooks.com, the one
 * Svix and, in spirit, Stripe use): the secret is `whsec_` and the base64 of 32 random bytes; a
 * delivery carries `webhook-id` (the event's id, the same at every try), `webhook-timestamp`
 * (seconds since 1970) and `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"
 * keyed with the secret's bytes>`. The README shows a receiver checking it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret, `whsec_<base64>`. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

/** The `webhook-signature` header's value for this delivery. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed delivery. */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}

/**
 * What a receiver does (the README's example; the tests' receiver uses it): the signature is one
 * of the header's space-separated `v1,…` values and the timestamp within `toleranceSeconds` of now.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 5 * 60,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((given) => {
    const candidate = Buffer.from(given);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
}
