import { endpoints } from '@/lib/api/contract';
import { listExpiringCertificates } from '@/features/documents/expiry';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/**
 * The Dashboard's certificates expiring within 30 days or expired: for Owners and Sales (the
 * enquiries area: those who answer buyers), who are also mailed about each.
 */
export const GET = adminRoute('enquiries', {}, async () =>
  ok(endpoints.expiringCertificates.GET, await listExpiringCertificates()),
);
