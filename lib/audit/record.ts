import 'server-only';
/**
 * Writes an event to the audit trail (security events, and what the content triggers cannot see:
 * exports, downloads, account changes, reorders). Give it the transaction of the change it records,
 * so the two are kept or lost together. Never put a password, code, token or file content in it.
 */
import type { Database, Transaction } from '../db/connect';
import { auditEvents } from '../db/platformSchema';
import type { AuditKind } from './kinds';
import { currentActor, type Person } from './actor';

export interface AuditEvent {
  kind: AuditKind;
  /** Who; by default the request's signed-in staff member. The address is always the request's. */
  user?: Person;
  entity?: string;
  entityId?: string | number;
  summary?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export async function recordEvent(db: Database | Transaction, event: AuditEvent): Promise<void> {
  const actor = currentActor();
  const user = event.user ?? actor?.user;
  await db.insert(auditEvents).values({
    kind: event.kind,
    actorId: user?.id ?? null,
    actorEmail: user?.email ?? null,
    ip: actor?.ip ?? null,
    entity: event.entity ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    summary: event.summary ?? '',
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
