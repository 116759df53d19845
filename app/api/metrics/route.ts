import { timingSafeEqual } from 'node:crypto';
import { route } from '@/lib/http/handler';
import { fail } from '@/lib/http/responses';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { METRICS_CONTENT_TYPE, scrape } from '@/lib/ops/metrics';
import { webhookReadings } from '@/features/webhooks/metrics';

/**
 * Prometheus text (lib/ops/metrics.ts) for `Authorization: Bearer $METRICS_TOKEN`; without the
 * setting the endpoint is off (404), and a wrong or missing token is a 401.
 */
export const GET = route({}, async ({ request }) => {
  const { METRICS_TOKEN: token } = env();
  if (!token) return fail(404, 'not_found', 'Metrics are off: set METRICS_TOKEN to turn them on.');
  const sent = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    return fail(
      401,
      'unauthorized',
      'Send Authorization: Bearer <METRICS_TOKEN>.',
      {},
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
  }
  return new Response(await scrape(getDb(), webhookReadings), {
    headers: { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' },
  });
});
