/** The webhook endpoint dialog's schema (Settings → Webhooks), shared by the dialog and the route. */
import * as z from 'zod/mini';
import { adminWebhooksText } from './adminText';
import { WEBHOOK_EVENTS } from './events';
import { literalHostIsPrivate } from './addresses';

const m = adminWebhooksText.messages;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * https only, no credentials in it; http and a private or loopback host (an address typed as
 * such, or `localhost`) only with the Owner's testing allowance. A name is resolved, and every
 * address it gives checked, at each delivery (./addresses.ts).
 */
export const webhookEndpointSchema = z
  .object({
    url: z.string().check(
      z.trim(),
      z.maxLength(WEBHOOK_URL_MAX, m.tooLong(WEBHOOK_URL_MAX)),
      z.refine((v) => {
        const url = parsed(v);
        return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      }, m.url),
      z.refine((v) => {
        const url = parsed(v);
        return !url || (url.username === '' && url.password === '');
      }, m.credentials),
    ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX, m.tooLong(WEBHOOK_DESCRIPTION_MAX))),
    events: z.array(z.enum(WEBHOOK_EVENTS)).check(z.minLength(1, m.events)),
    allowPrivate: z.boolean(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.allowPrivate) return;
      const url = parsed(value.url);
      if (!url) return;
      if (url.protocol === 'http:') {
        ctx.addIssue({ code: 'custom', path: ['url'], message: m.httpOnlyForTesting, input: value.url });
      } else if (literalHostIsPrivate(url.hostname)) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: m.privateAddress, input: value.url });
      }
    }),
  );
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;
