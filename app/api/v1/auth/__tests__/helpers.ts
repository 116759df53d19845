/** Builds requests to the auth handlers as a browser on the site would send them. */
export const ORIGIN = 'http://kinglife.test';

export function jsonRequest(
  path: string,
  body: unknown,
  { cookie, ip = '198.51.100.7', origin = ORIGIN }: { cookie?: string; ip?: string; origin?: string } = {},
): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: 'kinglife.test',
    origin,
    'x-forwarded-for': ip,
  };
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: { host: 'kinglife.test', ...(cookie ? { cookie } : {}) },
  });
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /((?:__Host-)?kl_session)=([^;]*)/.exec(header);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return `${match[1]}=${match[2]}`;
}
