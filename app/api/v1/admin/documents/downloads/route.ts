import { endpoints } from '@/lib/api/contract';
import { listDownloadedDocuments } from '@/features/documents/data';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The Dashboard's documents downloaded most, for Owners and Sales (the enquiries area). */
export const GET = adminRoute('enquiries', {}, async () =>
  ok(endpoints.downloadedDocuments.GET, await listDownloadedDocuments()),
);
