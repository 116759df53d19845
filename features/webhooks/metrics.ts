import { sql } from 'drizzle-orm';
import type { Reading } from '@/lib/ops/metrics';
import { webhookDeliveries, webhookEndpoints } from './tables';

/** The sales tools' webhooks for the metrics: deliveries by state, and endpoints failing or paused. */
export const webhookReadings: Reading[] = [
  {
    name: 'kinglife_webhook_deliveries',
    help: 'Webhook deliveries not yet delivered, by state (pending, failed).',
    async read(db) {
      const { rows } = await db.execute<{ state: string; count: number }>(sql`
        SELECT s.state, count(d.id)::int AS count FROM (VALUES ('pending'), ('failed')) AS s(state)
        LEFT JOIN ${webhookDeliveries} d ON d.status = s.state GROUP BY s.state ORDER BY s.state`);
      return rows.map((row) => ({ labels: { state: row.state }, value: row.count }));
    },
  },
  {
    name: 'kinglife_webhook_endpoints',
    help: 'Webhook endpoints by condition: failing (deliveries failing since a time) or paused.',
    async read(db) {
      const { rows } = await db.execute<{ failing: number; paused: number }>(sql`
        SELECT count(*) FILTER (WHERE failing_since IS NOT NULL)::int AS failing,
               count(*) FILTER (WHERE paused_at IS NOT NULL)::int AS paused
        FROM ${webhookEndpoints}`);
      return [
        { labels: { condition: 'failing' }, value: rows[0].failing },
        { labels: { condition: 'paused' }, value: rows[0].paused },
      ];
    },
  },
];
