import { endpoints } from '@/lib/api/contract';
import { listBackups } from '@/lib/data/backup';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The scheduled backups, newest first, with the schedule (Owners: General settings → Backups). */
export const GET = adminRoute('settings', {}, async () => ok(endpoints.backups.GET, await listBackups()));
