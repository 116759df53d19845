import { endpoints } from '@/lib/api/contract';
import { readRetention, saveRetention } from '@/features/privacy/retention';
import { retentionSchema } from '@/features/privacy/adminValidation';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The periods in force, an Owner's to see and set. */
export const GET = adminRoute('privacy', {}, async () =>
  ok(endpoints.personalDataRetention.GET, await readRetention()),
);

export const PUT = adminRoute('privacy', { body: json(retentionSchema) }, async ({ body }) =>
  ok(endpoints.personalDataRetention.PUT, await saveRetention(body)),
);
