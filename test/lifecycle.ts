/** What the content lifecycle's tables (every kind × path × rule) read and do alike. */
import { sql } from 'drizzle-orm';
import type { HistoryKind } from '@/lib/data/collections';
import { POST as RESTORE_VERSION } from '@/app/api/v1/admin/history/[kind]/[id]/[version]/restore/route';
import { createWebhookEndpoint } from '@/features/webhooks/data';
import { call, type adminTestBed } from './admin';

type Bed = ReturnType<typeof adminTestBed>;

/** How many rows of History's versions or of the audit trail are about item `id` of table `entity`. */
export async function rowsAbout(
  bed: Bed,
  table: 'content_versions' | 'audit_events',
  entity: string,
  id: number,
): Promise<number> {
  const { rows } = await bed.testDb.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE entity = ${entity} AND entity_id::text = ${String(id)}`,
  );
  return rows[0].n;
}

/** Staff's "Restore" of item `id`'s first version (as it was made) in its History. */
export async function restoreFirstVersion(bed: Bed, kind: HistoryKind, entity: string, id: number) {
  const { rows } = await bed.testDb.db.execute<{ id: number }>(
    sql`SELECT id FROM content_versions WHERE entity = ${entity} AND entity_id = ${id} AND action = 'create'`,
  );
  const version = rows[0].id;
  return call(
    RESTORE_VERSION,
    bed.staff.request('POST', `/api/v1/admin/history/${kind}/${id}/${version}/restore`),
    { kind, id, version },
  );
}

/** A receiver listening for `content.published`, so that the events a write sends are stored. */
export function listenForPublished() {
  return createWebhookEndpoint({
    url: 'https://hooks.example.com/content',
    description: '',
    events: ['content.published'],
    allowPrivate: false,
  });
}
