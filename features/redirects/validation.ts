/**
 * The not-found page's beacon (POST /api/v1/not-found): the path that answered 404 and the host of
 * the page that linked to it. The browser sends plain JSON (no schema in the page's script); this
 * checks it on the server.
 */
import * as z from 'zod/mini';

/** A beacon's largest body. */
export const NOT_FOUND_BEACON_MAX_BYTES = 4096;

export const notFoundBeaconSchema = z.strictObject({
  path: z.string().check(z.minLength(1), z.maxLength(2048), z.startsWith('/')),
  referrer: z.optional(z.string().check(z.maxLength(300))),
});
export type NotFoundBeacon = z.output<typeof notFoundBeaconSchema>;
