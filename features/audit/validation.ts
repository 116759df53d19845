/** The audit trail's kinds of event and its list query (?person=&kind=&from=&to=&page=), for the Audit screen and its API. */
import * as z from 'zod/mini';
import { AUDIT_KINDS } from '@/lib/audit/kinds';
import { listQuerySchema } from '@/lib/validation/lists';

export const AUDIT_PAGE_SIZE = 20;

/** Retention of the trail, in days (General settings). */
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

const day = z.catch(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), '');

export const auditQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(AUDIT_PAGE_SIZE), AUDIT_PAGE_SIZE),
  /** An e-mail address as the trail recorded it; '' is everyone. */
  person: z.catch(z.string().check(z.trim(), z.maxLength(254)), ''),
  kind: z.catch(z.union([z.enum(AUDIT_KINDS), z.literal('')]), ''),
  /** Days in Dubai time, both included; '' leaves that end open. */
  from: day,
  to: day,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
