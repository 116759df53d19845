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
import { route } from './handler';
import { json } from './input';
import { isSameOrigin } from './request';
import { fail, tooManyRequests } from './responses';

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
  return route(
    {
      body: json(schema, maxBytes),
      text: () => ({
        invalid: 'This beacon could not be read.',
        badRequest: 'This beacon could not be read.',
      }),
      async guard(request) {
        if (!isSameOrigin(request))
          return fail(403, 'forbidden_origin', 'Beacons come from the site’s own pages.');
        const limited = await hit(getDb(), anonymousClientKey(request, purpose), {
          limit: perMinute,
          windowMs: 60_000,
        });
        return limited.allowed
          ? null
          : tooManyRequests(limited.retryAfterSeconds, 'Too many beacons from this client.');
      },
    },
    async ({ body }) => {
      await record(getDb(), body as z.output<S>);
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
