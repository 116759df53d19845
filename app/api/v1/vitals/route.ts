import { recordBeacon } from '@/features/speed/data';
import { beaconRoute } from '@/lib/http/beacon';
import { BEACON_MAX_BYTES, beaconSchema } from '@/features/speed/validation';

/**
 * A public page view's speed (features/speed/validation.ts), sent by its browser with
 * navigator.sendBeacon as it is left: added to that day's aggregate (features/speed/data.ts), never
 * stored as it came. Same-site only; 60 a minute per client (a visitor browsing fast opens a few
 * pages a minute; an office behind one address, more); anything invalid is a 400 with nothing
 * stored. Answers 204.
 */
export const POST = beaconRoute({
  purpose: 'vitals',
  perMinute: 60,
  maxBytes: BEACON_MAX_BYTES,
  schema: beaconSchema,
  record: recordBeacon,
});
