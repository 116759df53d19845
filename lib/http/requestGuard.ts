/**
 * The first look at every request, at the HTTP server, before Next reads anything of it
 * (installed by instrumentation.ts when a server process starts):
 *
 * - a path with a malformed percent-escape (`/%`, `/about/%E0%A4%A`) is answered 400 here: Next
 *   decodes paths before any route or the proxy runs, and answers such a one 500 with nothing in
 *   the log;
 * - the address of the connection's other end is put in PEER_HEADER, replacing any such header the
 *   client sent, so `clientIp` (./request.ts) knows who is really connected and trusts
 *   X-Forwarded-For only from the proxies TRUSTED_PROXIES names (Next keeps an X-Forwarded-For a
 *   client sends and fills it from the socket only when there is none);
 * - the request gets its id (X-Request-Id from nginx, or a new one), answered in the same header
 *   and carried by everything logged while it is handled, and one log line when it ends: method,
 *   path (no query, long tokens left out), status, duration.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Logger } from 'pino';
import { log as serverLog, withRequestId } from '../log/logger.cjs';
import { recordRequest } from '../ops/metrics';
import { renderHtml } from '../mail/render';
import type { Locale } from '../i18n/locales';
import { REQUEST_ID_TIMING } from './serverTiming';

/** The connection's remote address, as this server saw it. */
export const PEER_HEADER = 'x-kinglife-peer';
/** The scheme the connection came in by: 'https' when this server terminated TLS, else 'http'. */
export const PEER_SCHEME_HEADER = 'x-kinglife-peer-scheme';

const badPathText: Record<Locale, { title: string; text: string; home: string; api: string }> = {
  en: {
    title: 'This address cannot be read',
    text: 'The address has a broken %-sequence in it. Check the link, or start again from the home page.',
    home: 'Go to the home page',
    api: 'The request’s path could not be read (a malformed %-escape).',
  },
  ar: {
    title: 'تعذّرت قراءة هذا العنوان',
    text: 'يحتوي العنوان على تسلسل % غير صالح. تحقّق من الرابط أو ابدأ من الصفحة الرئيسية.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    api: 'تعذّرت قراءة مسار الطلب (تسلسل % غير صالح).',
  },
};

/** Whether `url`'s path (the query aside) has a %-escape that does not decode. */
export function hasMalformedEscape(url: string): boolean {
  const path = url.split('?')[0];
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The answer to a path that cannot be read: JSON under /api, a short page in its language elsewhere. */
export function badPathAnswer(url: string): { status: 400; type: string; body: string } {
  const path = url.split('?')[0];
  const locale: Locale = /^\/ar(\/|$)/.test(path) ? 'ar' : 'en';
  const text = badPathText[locale];
  if (path.startsWith('/api/')) {
    return {
      status: 400,
      type: 'application/json',
      body: JSON.stringify({ error: 'bad_request', message: text.api }),
    };
  }
  const html = renderHtml(
    [
      { kind: 'heading', text: text.title },
      { kind: 'paragraph', text: text.text },
      { kind: 'link', text: text.home, href: locale === 'ar' ? '/ar' : '/' },
    ],
    locale,
    text.title,
  );
  return { status: 400, type: 'text/html; charset=utf-8', body: html };
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id nginx gave the request (its $request_id), or a new one for a request that came without. */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(sent) ? sent : randomUUID();
}

/**
 * The path as the log keeps it: no query (it may hold an address a visitor typed), and a segment
 * that looks like a token (a signed link's, a reset's) replaced.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0].slice(0, 300);
  return path
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_.~%-]{24,}$/.test(segment) && /\d/.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * A 5xx answer also names its request id in Server-Timing, which a page's script can read
 * (PerformanceNavigationTiming.serverTiming) where it cannot read X-Request-Id: the site's error
 * page shows it for the visitor to quote. Only on failures, which no cache keeps.
 */
function answerIdToFailedPage(response: http.ServerResponse, requestId: string) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (status >= 500 && !this.headersSent)
      this.setHeader('Server-Timing', `${REQUEST_ID_TIMING};desc="${requestId}"`);
    return Reflect.apply(writeHead, this, [status, ...rest]);
  } as typeof response.writeHead;
}

const INSTALLED = Symbol.for('kinglife.requestGuard');
/**
 * What the guard logs and counts with, kept on the prototype it patches and read per request: the
 * last install's. Jest runs test files in one process, each with its own copies of the modules,
 * and the prototype is shared; a server process installs once.
 */
const HOOKS = Symbol.for('kinglife.requestGuard.hooks');
interface Hooks {
  log: Logger;
  record: typeof recordRequest;
  scope: typeof withRequestId;
}

export function installRequestGuard(log: Logger = serverLog): void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: true; [HOOKS]?: Hooks };
  server[HOOKS] = { log, record: recordRequest, scope: withRequestId };
  if (server[INSTALLED]) return;
  server[INSTALLED] = true;
  const emit = server.emit;
  server.emit = function guarded(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const { log, record, scope } = server[HOOKS]!;
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER]);
      request.headers[REQUEST_ID_HEADER] = requestId;
      // A build file (hashed, never changing) is not answered with the id nor logged but at debug:
      // a page's dozen scripts would each carry the header (measured: +0.4 KB a page) and a line.
      const buildFile = (request.url ?? '').startsWith('/_next/static/');
      if (!buildFile) response.setHeader('X-Request-Id', requestId);
      answerIdToFailedPage(response, requestId);
      const started = performance.now();
      response.once('close', () => {
        const ms = performance.now() - started;
        const path = loggedPath(request.url ?? '/');
        const method = request.method ?? 'GET';
        record(method, path, response.statusCode, ms / 1000);
        log[buildFile ? 'debug' : 'info'](
          {
            requestId,
            method,
            path,
            status: response.statusCode,
            ms: Math.round(ms * 10) / 10,
            ...(response.writableFinished ? {} : { aborted: true }),
          },
          'request',
        );
      });
      request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? '';
      request.headers[PEER_SCHEME_HEADER] = (request.socket as { encrypted?: boolean })?.encrypted
        ? 'https'
        : 'http';
      if (hasMalformedEscape(request.url ?? '/')) {
        const answer = badPathAnswer(request.url ?? '/');
        response.writeHead(answer.status, {
          'Content-Type': answer.type,
          'Cache-Control': 'no-store',
          'Content-Length': Buffer.byteLength(answer.body),
        });
        response.end(answer.body);
        return true;
      }
      return scope(requestId, () => Reflect.apply(emit, this, [event, ...args]));
    }
    return Reflect.apply(emit, this, [event, ...args]);
  } as typeof server.emit;
}
