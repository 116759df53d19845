import 'server-only';
/**
 * Reading the audit trail (the Audit screen and its CSV) and its retention. Events are written by
 * lib/audit/record.ts and by the content tables' triggers (migration 0007).
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEventDto, AuditPage } from './dto';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/connect';
import { auditEvents } from '@/lib/db/schema';
import { csvDateTime, toCsv, type CsvColumn } from '@/lib/export/csv';
import type { AuditKind } from '@/lib/audit/kinds';
import type { AuditQuery } from './validation';
import { adminAuditText } from './adminText';
import { fromDubaiInput } from '@/lib/text/dates';
import { paged } from '@/lib/data/ordering';

type AuditRow = typeof auditEvents.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment of a Dubai day ('2026-11-25' → 2026-11-24T20:00Z). */
const dubaiDayStart = (day: string) => fromDubaiInput(`${day}T00:00`);

function whereOf(query: AuditQuery): SQL | undefined {
  return and(
    query.person ? eq(auditEvents.actorEmail, query.person) : undefined,
    query.kind ? eq(auditEvents.kind, query.kind) : undefined,
    query.from ? gte(auditEvents.at, dubaiDayStart(query.from)) : undefined,
    query.to ? lt(auditEvents.at, new Date(dubaiDayStart(query.to).getTime() + DAY_MS)) : undefined,
  );
}

const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

function auditDto(row: AuditRow): AuditEventDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    who: row.actorEmail,
    ip: row.ip,
    kind: row.kind as AuditKind,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    before: row.before,
    after: row.after,
  };
}

/** The events the filters select, newest first, a page at a time, and everyone the trail names. */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const db = getDb();
  const where = whereOf(query);
  const [page, people] = await Promise.all([
    paged(
      query,
      (limit, offset) =>
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ n: count() }).from(auditEvents).where(where))[0].n,
      auditDto,
    ),
    db
      .selectDistinct({ email: auditEvents.actorEmail })
      .from(auditEvents)
      .where(sql`${auditEvents.actorEmail} IS NOT NULL`)
      .orderBy(auditEvents.actorEmail),
  ]);
  return { ...page, people: people.map((p) => p.email!) };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const columns: CsvColumn<AuditRow>[] = [
  { header: 'When (UTC)', value: (row) => csvDateTime(row.at) },
  { header: 'Who', value: (row) => row.actorEmail ?? adminAuditText.system },
  { header: 'Address', value: (row) => row.ip ?? '' },
  { header: 'Kind', value: (row) => adminAuditText.kinds[row.kind as AuditKind] ?? row.kind },
  { header: 'Item', value: (row) => (row.entity ? adminAuditText.entityName(row.entity) : '') },
  { header: 'Item id', value: (row) => row.entityId ?? '' },
  { header: 'Summary', value: (row) => row.summary },
  { header: 'Before', value: (row) => json(row.before) },
  { header: 'After', value: (row) => json(row.after) },
];

/** Every event the filters select (all pages), newest first, as CSV. */
export async function auditCsv(query: AuditQuery): Promise<string> {
  const rows = await getDb()
    .select()
    .from(auditEvents)
    .where(whereOf(query))
    .orderBy(...newestFirst);
  return toCsv(columns, rows);
}

/**
 * The clean-up's part: events older than the retention go (the only deletion the table allows,
 * declared for this transaction). Returns how many.
 */
export async function purgeOldAudit(
  tx: Transaction,
  retentionDays: number,
  now = clockNow(),
): Promise<number> {
  await tx.execute(sql`SELECT set_config('kinglife.audit_delete', 'on', true)`);
  const removed = await tx
    .delete(auditEvents)
    .where(lt(auditEvents.at, new Date(now.getTime() - retentionDays * DAY_MS)))
    .returning({ id: auditEvents.id });
  await tx.execute(sql`SELECT set_config('kinglife.audit_delete', 'off', true)`);
  return removed.length;
}
