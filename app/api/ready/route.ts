import * as z from 'zod/mini';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage';
import { env } from '@/lib/env';
import { readiness } from '@/lib/ops/readiness';
import type { ReadinessDto } from '@/lib/api/contract';

/**
 * Whether this server can serve (lib/ops/readiness.ts): 200, or 503 naming the part that failed,
 * each part's state in JSON. A balancer that probes each server probes it; `?all=1` also fails on
 * Redis and the file storage (for monitoring).
 */
export const GET = route({ query: z.object({ all: z.optional(z.literal('1')) }) }, async ({ query }) => {
  const { ready, parts } = await readiness(
    { db: getDb(), storage: getStorage(), redisUrl: env().REDIS_URL },
    { all: query.all === '1' },
  );
  const failed = (Object.keys(parts) as ReadinessDto['failed']).filter(
    (name) => parts[name].state === 'failing',
  );
  const answer: ReadinessDto = { status: ready ? 'ready' : 'unavailable', failed, parts };
  return Response.json(answer, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
