import { recordNotFound } from '@/features/redirects/data';
import { beaconRoute } from '@/lib/http/beacon';
import { NOT_FOUND_BEACON_MAX_BYTES, notFoundBeaconSchema } from '@/features/redirects/validation';

/**
 * The not-found page's beacon (features/redirects/site/NotFoundBeacon.tsx): one 404 of a path,
 * counted in the 404 log without its query and with only the linking page's host
 * (features/redirects/data.ts). The page sends it from the browser, so a 404 that a CDN served from
 * its copy is counted too. Same-site only; 30 a minute per client (a visitor following broken links
 * meets a few a minute); anything invalid is a 400 with nothing stored. Answers 204.
 */
export const POST = beaconRoute({
  purpose: 'not-found',
  perMinute: 30,
  maxBytes: NOT_FOUND_BEACON_MAX_BYTES,
  schema: notFoundBeaconSchema,
  record: recordNotFound,
});
