/** The audit trail's kinds of event and its list query (?person=&kind=&from=&to=&page=), for the Audit screen and its API. */
import * as z from 'zod/mini';
import { listQuerySchema } from './lists';

export const AUDIT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_reset',
  'password_set',
  'sessions_ended',
  'two_factor_on',
  'two_factor_off',
  'two_factor_policy',
  'invitation',
  'invitation_withdrawn',
  'role_change',
  'deactivation',
  'reactivation',
  'account_reset',
  'csv_export',
  'resume_download',
  'content_insert',
  'content_update',
  'content_delete',
  'content_reorder',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

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
