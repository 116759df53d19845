import 'server-only';
/**
 * No lost updates between staff. Each item staff edit in a dialog (and the General settings) has a
 * version that the database counts up at every change of what it holds, whatever makes it
 * (migration 0032, lib/db/columns.ts `version`). Its DTO carries it as a tag (`versionTag`), the
 * admin sends that back with a save as `If-Match`, the route frame (lib/http/handler.ts) keeps it
 * with the request's actor, and every write transaction (lib/data/transaction.ts) names it to the
 * database: the first change of that item in the transaction is refused when the item is at another
 * version by then. The refusal is a 409 `stale` that says who changed it, when, and which fields,
 * read from the audit trail (each content change records the item's version after it).
 *
 * A save without `If-Match` (an older client, an import, the scheduler, a restore) is not checked.
 */
import { and, desc, eq, getTableName, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/connect';
import { adminUsers, auditEvents } from '../db/platformSchema';
import { Conflict } from '../http/problem';
import type { StaleDetails } from '../http/wire';
import { currentActor } from './actor';

/** What a refused write raises in the database (migration 0032). */
const STALE_SQLSTATE = 'KL409';

/** An item's version as its DTO carries it and a save sends it back: 'products:5:3'. */
export function versionTag(table: PgTable, row: { id: number; version: number }): string {
  return `${getTableName(table)}:${row.id}:${row.version}`;
}

const TAG = /^([a-z][a-z_]*):(\d{1,10}):(\d{1,10})$/;

interface Expected {
  table: string;
  id: number;
  version: number;
}

function parseTag(tag: string): Expected | null {
  const match = TAG.exec(tag);
  return match ? { table: match[1], id: Number(match[2]), version: Number(match[3]) } : null;
}

/** The version tag an `If-Match` header names ("products:5:3", quoted or not, weak or not), or none. */
export function expectedVersionOf(header: string | null): string | undefined {
  const tag = header
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return tag && parseTag(tag) ? tag : undefined;
}

/** Names the request's expected version to `tx`, unless an earlier transaction of it already used it. */
export async function stampExpectedVersion(tx: Transaction): Promise<void> {
  const actor = currentActor();
  if (!actor?.expect || actor.expectUsed) return;
  await tx.execute(sql`SELECT set_config('kinglife.expect', ${actor.expect}, true)`);
}

/**
 * Before `tx` commits: when the item the request expected was changed in it, the expectation is
 * used up, so a later transaction of the same request (which may change it again) is not refused.
 */
export async function noteExpectedVersionUsed(tx: Transaction): Promise<void> {
  const actor = currentActor();
  if (!actor?.expect || actor.expectUsed) return;
  const { rows } = await tx.execute<{ left: string | null }>(
    sql`SELECT current_setting('kinglife.expect', true) AS left`,
  );
  if (rows[0]?.left === '') actor.expectUsed = true;
}

/** Whether `error` is the database refusing a save made at an older version. */
export function isStaleError(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === STALE_SQLSTATE || cause?.code === STALE_SQLSTATE;
}

/** A column's name for people: 'description1_ar' → 'Description 1 (Arabic)', 'category_id' → 'Category'. */
export function fieldLabel(column: string): string {
  const arabic = column.endsWith('_ar');
  const base = (arabic ? column.slice(0, -3) : column)
    .replace(/_id$/, '')
    .replace(/^is_/, '')
    .replace(/(\D)(\d)/g, '$1 $2')
    .replace(/_/g, ' ');
  const label = base.charAt(0).toUpperCase() + base.slice(1);
  return arabic ? `${label} (Arabic)` : label;
}

const DEFAULT_NAME = 'Administrator';

/** A staff member as a message names them: their name, or their e-mail while it is the default. */
function personOf(email: string | null, name: string | null) {
  if (!email) return null;
  return { email, name: name && name !== DEFAULT_NAME ? name : email };
}

/**
 * Who changed item `expected` since the version it was read at, when, and which fields, from the
 * audit trail; and the version it is at now (to save over it).
 */
export async function staleDetails(db: Database, tag: string): Promise<StaleDetails> {
  const expected = parseTag(tag)!;
  const { rows } = await db.execute<{ version: number }>(
    sql`SELECT version FROM ${sql.identifier(expected.table)} WHERE id = ${expected.id}`,
  );
  const now = rows[0]?.version;
  const events = await db
    .select({
      at: auditEvents.at,
      email: auditEvents.actorEmail,
      name: adminUsers.name,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entity, expected.table),
        eq(auditEvents.entityId, String(expected.id)),
        gt(auditEvents.itemVersion, expected.version),
      ),
    )
    .orderBy(desc(auditEvents.id));
  const changed = new Set<string>();
  for (const event of events) for (const key of Object.keys(event.after ?? {})) changed.add(key);
  const latest = events[0];
  return {
    changedBy: latest ? personOf(latest.email, latest.name) : null,
    changedAt: latest?.at.toISOString() ?? null,
    changed: [...changed].sort().map(fieldLabel),
    version: now === undefined ? null : `${expected.table}:${expected.id}:${now}`,
  };
}

/** The words of a stale save's refusal (the admin's dialog says it in its own words from the details). */
export function staleMessage(details: StaleDetails): string {
  const who = details.changedBy?.name ?? 'Someone else';
  const what = details.changed.length > 0 ? `: ${details.changed.join(', ')}` : '';
  return `${who} changed this after you opened it${what}. Reload to see their version, or save anyway to replace it with yours.`;
}

/** A save made at an older version of its item (→ 409 `stale` with who, when and what). */
export class StaleSave extends Conflict {
  constructor(readonly details: StaleDetails) {
    super('stale', staleMessage(details), { ...details });
  }
}

/** The refusal of the request's save, when `error` is the database's stale refusal; else null. */
export async function staleSaveOf(db: Database, error: unknown): Promise<StaleSave | null> {
  const tag = currentActor()?.expect;
  if (!tag || !isStaleError(error)) return null;
  return new StaleSave(await staleDetails(db, tag));
}
