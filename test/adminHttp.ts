/**
 * The admin API over HTTP, signed in like the admin screens (a session cookie, the site's Origin):
 * for the benches and the several-servers proof suite, which talk to running servers.
 */
import { apiUrl } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';

export type AdminCall = <T = { id: number }>(
  method: string,
  apiPath: string,
  body?: FormData | object,
) => Promise<T>;

/** Signs in at `base` and returns a caller of the admin API there (or at `at`, another server of the same site). */
export async function signedInApi(base: string, contact: string, password: string) {
  const login = await fetch(`${base}${apiUrl(endpoints.login.path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ contact, password }),
  });
  if (!login.ok) throw new Error(`sign-in at ${base} answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const callAt =
    (at: string): AdminCall =>
    async (method, apiPath, body) => {
      const json = body !== undefined && !(body instanceof FormData);
      const response = await fetch(`${at}${apiUrl(apiPath)}`, {
        method,
        headers: { cookie, origin: at, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(body) : body,
      });
      if (!response.ok)
        throw new Error(`${method} ${at}${apiPath} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
  return Object.assign(callAt(base), { at: callAt, cookie });
}
