import { recordNotFound } from '@/features/redirects/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { isSameOrigin } from '@/lib/http/request';
import { fail, tooManyRequests, validationFailed } from '@/lib/http/responses';
import { anonymousClientKey, hit } from '@/lib/security/rateLimit';
import { NOT_FOUND_BEACON_MAX_BYTES, notFoundBeaconSchema } from '@/features/redirects/validation';

/** A visitor following broken links opens a few a minute; an office behind one address, more. */
const BEACONS_PER_MINUTE = { limit: 30, windowMs: 60_000 };

/**
 * The not-found page's beacon (features/redirects/site/NotFoundBeacon.tsx): one 404 of a path,
 * counted in the 404 log without its query and with only the linking page's host
 * (features/redirects/data.ts). The page sends it from the browser, so a 404 a CDN served from its
 * copy is counted too. Same-site only; 30 a minute per client; anything invalid is a 400 with
 * nothing stored. Answers 204.
 */
export const POST = route(async (request) => {
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', 'Beacons come from the site’s own pages.');
  const db = getDb();
  const limited = await hit(db, anonymousClientKey(request, 'not-found'), BEACONS_PER_MINUTE);
  if (!limited.allowed)
    return tooManyRequests(limited.retryAfterSeconds, 'Too many beacons from this client.');
  const parsed = notFoundBeaconSchema.safeParse(await readJson(request, NOT_FOUND_BEACON_MAX_BYTES));
  if (!parsed.success) return validationFailed(parsed.error.issues, 'This beacon could not be read.');
  await recordNotFound(db, parsed.data);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
