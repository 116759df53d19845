/**
 * How a purge reaches the CDN that CDN_PURGE names. Each sends one request for a batch of surrogate
 * keys and throws when the CDN did not take it (the queue in ./purges.ts then tries again later).
 *   - varnish:<URL>: `PURGE /` with the keys in an `xkey` header (deploy/varnish/default.vcl);
 *   - fastly:<service id>: "purge multiple surrogate keys", `POST /service/<id>/purge`, the keys in
 *     a `Surrogate-Key` header, the API token in `Fastly-Key`;
 *   - cloudflare:<zone id>: "purge cached content by tag", `POST /zones/<id>/purge_cache` with
 *     `{"tags": [...]}` and the API token as a bearer token.
 * CDN_PURGE_API replaces the vendor's API address (a proxy, or the tests' local server).
 */
import type { Env } from '../env';

export type Purger = (keys: string[]) => Promise<void>;

/** The most keys one request names (Cloudflare takes 30 tags a call; Fastly 256 keys). */
export const KEYS_PER_REQUEST = 30;

const TIMEOUT_MS = 10_000;

async function send(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) {
    const body = (await response.text()).slice(0, 200);
    throw new Error(`${init.method} ${url} answered ${response.status}${body ? `: ${body}` : ''}`);
  }
  await response.arrayBuffer();
}

/** The purger CDN_PURGE names, or null when no CDN is configured. */
export function purgerFor(
  settings: Pick<Env, 'CDN_PURGE' | 'CDN_PURGE_TOKEN' | 'CDN_PURGE_API'>,
): Purger | null {
  const setting = settings.CDN_PURGE;
  if (!setting) return null;
  const colon = setting.indexOf(':');
  const kind = setting.slice(0, colon);
  const target = setting.slice(colon + 1);
  const token = settings.CDN_PURGE_TOKEN ?? '';
  switch (kind) {
    case 'varnish':
      return (keys) =>
        send(new URL('/', target).href, {
          method: 'PURGE',
          headers: { xkey: keys.join(' '), ...(token ? { 'x-purge-token': token } : {}) },
        });
    case 'fastly': {
      const api = settings.CDN_PURGE_API ?? 'https://api.fastly.com';
      return (keys) =>
        send(`${api.replace(/\/$/, '')}/service/${encodeURIComponent(target)}/purge`, {
          method: 'POST',
          headers: { 'fastly-key': token, 'surrogate-key': keys.join(' '), accept: 'application/json' },
        });
    }
    case 'cloudflare': {
      const api = settings.CDN_PURGE_API ?? 'https://api.cloudflare.com/client/v4';
      return (keys) =>
        send(`${api.replace(/\/$/, '')}/zones/${encodeURIComponent(target)}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: keys }),
        });
    }
    default:
      throw new Error(`CDN_PURGE: unknown CDN "${kind}"`);
  }
}
