import * as z from 'zod/mini';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage';
import { env } from '@/lib/env';
import { readiness } from '@/lib/ops/readiness';

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
  const failed = Object.entries(parts)
    .filter(([, part]) => part.state === 'failing')
    .map(([name]) => name);
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', failed, parts },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
});
