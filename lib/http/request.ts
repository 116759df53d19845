/** Facts about an incoming request that several handlers need. */

/**
 * The client's address, from X-Forwarded-For. `next start` fills that header from the socket
 * when the request has none; behind a reverse proxy, the proxy must set it (and strip what the
 * client sent). The last entry is the one the nearest trusted hop added.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || request.headers.get('x-real-ip') || 'unknown';
}

/**
 * State-changing requests must come from our own pages: an Origin (or, failing that, Referer)
 * of another site is refused. Requests without either (curl, server-to-server) are allowed;
 * browsers always send Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return true;
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return false;
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return sourceHost === host;
}
