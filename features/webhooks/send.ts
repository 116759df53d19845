/**
 * One POST of a delivery, guarded against server-side request forgery: the scheme must be https
 * (http only with the testing allowance); the host's every address (dns.lookup, all) must be
 * public (./addresses.ts) unless the Owner allowed private ones; the connection goes to the
 * address that was checked (the request's `lookup` answers it, so a second, rebinding answer of
 * the DNS is never asked for) while TLS still checks the certificate against the name; a redirect
 * is not followed (it is a failure, logged as such); the answer is read for WEBHOOK_TIMEOUT_MS at
 * most and only its first WEBHOOK_RESPONSE_BYTES are kept.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { adminWebhooksText } from './adminText';
import { isRefusedAddress, literalAddress, literalHostIsPrivate } from './addresses';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RESPONSE_BYTES = 500;

const f = adminWebhooksText.failures;
const m = adminWebhooksText.messages;

/** How a name is resolved: dns.lookup's shape with `all` (tests pass their own). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface PostOptions {
  /** Private and loopback addresses (and http) allowed: the Owner's testing allowance. */
  allowPrivate: boolean;
  resolve?: Resolve;
  timeoutMs?: number;
}

export interface PostResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string;
}

/** The address to connect to for `url`, or why it is refused. */
export async function checkedAddress(
  url: URL,
  { allowPrivate, resolve = systemResolve }: Pick<PostOptions, 'allowPrivate' | 'resolve'>,
): Promise<{ address: string; family: number } | { refused: string }> {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate)) {
    return { refused: url.protocol === 'http:' ? m.httpOnlyForTesting : m.url };
  }
  if (url.username || url.password) return { refused: m.credentials };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = literalAddress(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [literal];
  else {
    if (!allowPrivate && literalHostIsPrivate(host)) return { refused: m.privateAddress };
    try {
      addresses = await resolve(host);
    } catch {
      return { refused: f.unresolved(host) };
    }
    if (addresses.length === 0) return { refused: f.unresolved(host) };
  }
  // Every address the name has: a name with one public and one private address is refused.
  if (!allowPrivate && addresses.some((a) => isRefusedAddress(a.address)))
    return { refused: m.privateAddress };
  return addresses[0];
}

/** POSTs `body` with `headers` to `url` as the module's comment says; never throws. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, statusCode: null, durationMs: 0, response: '', error: f.refused(m.url) };
  }
  const checked = await checkedAddress(target, options);
  if ('refused' in checked) {
    return {
      ok: false,
      statusCode: null,
      durationMs: elapsed(),
      response: '',
      error: f.refused(checked.refused),
    };
  }
  // The connection goes to the checked address, whatever the DNS would answer now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const client = target.protocol === 'https:' ? https : http;

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Kinglife-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BYTES).toString('utf8');
          if (status >= 200 && status < 300)
            finish({ ok: true, statusCode: status, response: text, error: '' });
          else if (status >= 300 && status < 400) {
            const location = String(response.headers.location ?? '').slice(0, 300);
            finish({ ok: false, statusCode: status, response: text, error: f.redirect(status, location) });
          } else finish({ ok: false, statusCode: status, response: text, error: f.status(status) });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
          if (kept >= WEBHOOK_RESPONSE_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () => finish({ ok: false, statusCode: null, response: '', error: f.timeout(timeoutMs / 1000) }),
      timeoutMs,
    );
    request.on('error', (error) => {
      finish({ ok: false, statusCode: null, response: '', error: f.network(error.message.slice(0, 200)) });
    });
    request.end(body);
  });
}
