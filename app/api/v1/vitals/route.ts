import { recordBeacon } from '@/features/speed/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { isSameOrigin } from '@/lib/http/request';
import { fail, tooManyRequests, validationFailed } from '@/lib/http/responses';
import { anonymousClientKey, hit } from '@/lib/security/rateLimit';
import { BEACON_MAX_BYTES, beaconSchema } from '@/features/speed/validation';

/** A visitor browsing fast opens a few pages a minute; an office behind one address, more. */
const BEACONS_PER_MINUTE = { limit: 60, windowMs: 60_000 };

/**
 * A public page view's speed (features/speed/validation.ts), sent by its browser with
 * navigator.sendBeacon as it is left: added to that day's aggregate (features/speed/data.ts), never
 * stored as it came. Same-site only; 60 a minute per client; anything invalid is a 400 with nothing
 * stored. Answers 204.
 */
export const POST = route(async (request) => {
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', 'Beacons come from the site’s own pages.');
  const db = getDb();
  const limited = await hit(db, anonymousClientKey(request, 'vitals'), BEACONS_PER_MINUTE);
  if (!limited.allowed)
    return tooManyRequests(limited.retryAfterSeconds, 'Too many beacons from this client.');
  const parsed = beaconSchema.safeParse(await readJson(request, BEACON_MAX_BYTES));
  if (!parsed.success) return validationFailed(parsed.error.issues, 'This beacon could not be read.');
  await recordBeacon(db, parsed.data);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
