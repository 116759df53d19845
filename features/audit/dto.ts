/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Page } from '@/lib/api/shared';
import type { AuditKind } from '@/lib/audit/kinds';

/** One event of the audit trail (the Audit screen). */
export interface AuditEventDto {
  id: number;
  /** ISO date-time. */
  at: string;
  /** The staff member's e-mail (or the address typed at a failed sign-in); null for the system. */
  who: string | null;
  ip: string | null;
  kind: AuditKind;
  /** The table of the item concerned ('products', 'admin_users', …). */
  entity: string | null;
  entityId: string | null;
  summary: string;
  /** For content: the fields that changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage extends Page<AuditEventDto> {
  /** Everyone the trail names (the person filter's choices). */
  people: string[];
}
