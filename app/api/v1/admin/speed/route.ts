import { endpoints } from '@/lib/api/contract';
import { readSiteSpeed } from '@/features/speed/data';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { siteSpeedQuerySchema } from '@/features/speed/validation';

/** Site speed (Owner, Editor): ?days=7|28|90&locale=&device= → each page's p75 and the daily p75s. */
export const GET = adminRoute('speed', { query: siteSpeedQuerySchema }, async ({ query }) => {
  return ok(endpoints.siteSpeed.GET, await readSiteSpeed(query));
});
