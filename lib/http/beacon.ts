/**
 * A public page's beacon (navigator.sendBeacon from the visitor's browser: its speed, a 404 it
 * showed): same-site only, `perMinute` a minute per client (counted under a keyed hash of its
 * address, never the address), at most `maxBytes`, checked by `schema`; anything invalid is a 400
 * with nothing stored. `record` keeps what it says; the answer is 204.
 */
import type * as z from 'zod/mini';
import type { Database } from '../db/connect';
import { getDb } from '../db/client';
import { anonymousClientKey, hit } from '../security/rateLimit';
import { readJson } from './body';
import { route } from './handler';
import { isSameOrigin } from './request';
import { fail, tooManyRequests, validationFailed } from './responses';

export function beaconRoute<S extends z.ZodMiniType>({
  purpose,
  perMinute,
  maxBytes,
  schema,
  record,
}: {
  /** What the beacons are ('vitals'): their rate limit's name. */
  purpose: string;
  perMinute: number;
  maxBytes: number;
  schema: S;
  record: (db: Database, beacon: z.output<S>) => Promise<unknown>;
}) {
  return route(async (request) => {
    if (!isSameOrigin(request))
      return fail(403, 'forbidden_origin', 'Beacons come from the site’s own pages.');
    const db = getDb();
    const limited = await hit(db, anonymousClientKey(request, purpose), {
      limit: perMinute,
      windowMs: 60_000,
    });
    if (!limited.allowed)
      return tooManyRequests(limited.retryAfterSeconds, 'Too many beacons from this client.');
    const parsed = schema.safeParse(await readJson(request, maxBytes));
    if (!parsed.success) return validationFailed(parsed.error.issues, 'This beacon could not be read.');
    await record(db, parsed.data as z.output<S>);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  });
}
