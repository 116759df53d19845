/**
 * The one browser client for /api (spec: base /api, JSON in and out, any 2xx is success, no
 * timeout). Every screen and public form calls the server through it:
 *
 *   const { user } = await api.post(endpoints.login, { contact, password });
 *   await api.upload(endpoints.applications, form, { onProgress, signal });
 *
 * A non-2xx answer, a network failure or a cancelled upload throws an ApiError; `problemMessage`
 * turns it into one line for the page, `fieldErrors` into messages beside the fields. A 401 also
 * tells the registered sign-out handler (the admin gate), so an expired session shows the login;
 * a 403 `two_factor_required` (an Owner requires two-step verification of an account that has none)
 * tells the gate to show the screen that sets it up.
 */
import { apiUrl } from '../routing/publicPaths';
import { toQueryString } from '../validation/lists';
import { rememberedSource, VISIT_SOURCE_HEADER } from '../visits/source';
import type { ApiErrorBody, Call } from '../http/wire';
import type { Endpoint, EndpointWith } from './contract';

type ResponseOf<C> = C extends { readonly __response?: infer Res } ? Res : never;

export type FailureKind =
  | 'network'
  | 'aborted'
  | 'unauthenticated'
  | 'invalid'
  | 'rate_limited'
  /** The server is up but its database is not (503 'unavailable'): its words say to try again. */
  | 'unavailable'
  | 'server'
  | 'refused';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer came (network failure or cancelled). */
    readonly status: number,
    readonly body: Partial<ApiErrorBody>,
    readonly retryAfterSeconds?: number,
    readonly aborted = false,
  ) {
    super(body.message || (status ? `Request failed with status ${status}` : 'No answer from the server'));
    this.name = 'ApiError';
  }

  get kind(): FailureKind {
    if (this.aborted) return 'aborted';
    if (this.status === 0) return 'network';
    if (this.status === 401) return 'unauthenticated';
    if (this.status === 429) return 'rate_limited';
    if (this.status === 503 && this.body.error === 'unavailable') return 'unavailable';
    if (this.status >= 500) return 'server';
    if (this.body.fields) return 'invalid';
    return 'refused';
  }

  get fields(): Record<string, string> {
    return this.body.fields ?? {};
  }

  /** A save refused because someone changed the item after it was read (409 `stale`). */
  get stale(): boolean {
    return this.status === 409 && this.body.error === 'stale';
  }
}

/** The page's words for failures the server cannot describe itself. */
export interface FailureText {
  network: string;
  server: string;
}

/** One line for the page: ours for network and server failures, else the server's own words. */
export function problemMessage(error: unknown, text: FailureText): string {
  if (!(error instanceof ApiError)) return text.server;
  if (error.kind === 'network' || error.kind === 'aborted') return text.network;
  if (error.kind === 'server') return text.server;
  return error.body.message || text.server;
}

type SignOutHandler = () => void;
let signOutHandler: SignOutHandler | undefined;

/** Registers what happens when the server says the session is gone; returns an unregister function. */
export function onUnauthorized(handler: SignOutHandler): () => void {
  signOutHandler = handler;
  return () => {
    if (signOutHandler === handler) signOutHandler = undefined;
  };
}

let twoFactorHandler: SignOutHandler | undefined;

/** Registers what happens when the server says the account must set up two-step verification first. */
export function onTwoFactorRequired(handler: () => void): () => void {
  twoFactorHandler = handler;
  return () => {
    if (twoFactorHandler === handler) twoFactorHandler = undefined;
  };
}

/** Sorts an answer into data (2xx) or an ApiError, the same for fetch and XMLHttpRequest. */
function settle<T>(status: number, contentType: string | null, text: string, retryAfter: string | null): T {
  let data: unknown = null;
  if (contentType?.includes('application/json') && text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (status >= 200 && status < 300) return data as T;
  if (status === 401) signOutHandler?.();
  if (status === 403 && (data as Partial<ApiErrorBody> | null)?.error === 'two_factor_required')
    twoFactorHandler?.();
  const seconds = Number(retryAfter);
  throw new ApiError(
    status,
    data && typeof data === 'object' ? (data as ApiErrorBody) : {},
    Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
  );
}

/**
 * The language of the page a request comes from (<html lang>): the server answers in it, and a
 * public form's submission records it.
 */
function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/**
 * What every call says of its page: its language and, when it sends something, where the visit
 * came from (a public form stores it: lib/visits/source.ts).
 */
function pageHeaders(method: string): Record<string, string> {
  const source = method === 'GET' ? null : rememberedSource();
  return {
    Accept: 'application/json',
    'Accept-Language': pageLanguage(),
    ...(source ? { [VISIT_SOURCE_HEADER]: source } : {}),
  };
}

async function send<Res>(method: string, path: string, body?: unknown, headers?: HeadersInit): Promise<Res> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { ...pageHeaders(method), ...headers },
  };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch {
    throw new ApiError(0, {});
  }
  const text = await response.text().catch(() => '');
  return settle<Res>(
    response.status,
    response.headers.get('content-type'),
    text,
    response.headers.get('retry-after'),
  );
}

/** A file the server sent (a résumé, a CSV export) and the name it gave it. */
export interface Download {
  blob: Blob;
  /** From Content-Disposition (filename* preferred); null when the server named none. */
  filename: string | null;
}

/** The file name a Content-Disposition header gives: the exact UTF-8 one (RFC 5987) first. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ??
    /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ??
    null
  );
}

/**
 * GET a file, or POST `body` for one (what it is asked by stays out of the address and the logs):
 * its bytes and name on 2xx, else the same ApiError as any other call.
 */
async function download(path: string, body?: unknown): Promise<Download> {
  const init: RequestInit =
    body === undefined
      ? { method: 'GET', credentials: 'same-origin' }
      : {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        };
  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) {
    // An error answer is JSON like any other: settle() throws its ApiError (and signs out on 401).
    const text = await response.text().catch(() => '');
    const retryAfter = response.headers.get('retry-after');
    return settle<never>(response.status, response.headers.get('content-type'), text, retryAfter);
  }
  try {
    return { blob: await response.blob(), filename: fileNameOf(response.headers.get('content-disposition')) };
  } catch {
    // The connection dropped while the file was coming.
    throw new ApiError(0, {});
  }
}

type UploadMethod = 'POST' | 'PUT' | 'PATCH';

export interface UploadOptions {
  /** Called as the body goes out: bytes sent and the body's size (0 while the browser cannot tell). */
  onProgress?: (progress: { loaded: number; total: number }) => void;
  /** Aborting cancels the upload; the promise rejects with an ApiError whose kind is 'aborted'. */
  signal?: AbortSignal;
  /** The version of the item the form was read at (its DTO's `version`): a save over a later one is a 409 `stale`. */
  ifMatch?: string;
}

/** A save or delete of an item: the version it was read at (its DTO's `version`), sent as If-Match. */
export interface SaveOptions {
  ifMatch?: string;
}

const ifMatchHeader = (options?: SaveOptions): Record<string, string> =>
  options?.ifMatch ? { 'If-Match': `"${options.ifMatch}"` } : {};

/** multipart/form-data through XMLHttpRequest: fetch cannot report upload progress. */
function upload<Res>(
  method: UploadMethod,
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<Res> {
  return new Promise<Res>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ApiError(0, {}, undefined, true));
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(pageHeaders(method))) xhr.setRequestHeader(name, value);
    if (options.ifMatch) xhr.setRequestHeader('If-Match', `"${options.ifMatch}"`);
    const onProgress = options.onProgress;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      });
    }
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      try {
        resolve(
          settle<Res>(
            xhr.status,
            xhr.getResponseHeader('content-type'),
            xhr.responseText,
            xhr.getResponseHeader('retry-after'),
          ),
        );
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, {}));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError(0, {}, undefined, true));
    };
    xhr.send(form);
  });
}

/** A list's query as ?key=value (empty values left out). */
type Query = Record<string, string | number | undefined>;
const withQuery = (path: string, query?: object) => `${path}${query ? toQueryString(query as Query) : ''}`;

export const api = {
  get: <Q, Res>(endpoint: EndpointWith<'GET', Q, Res>, query?: Q) =>
    send<Res>('GET', withQuery(endpoint.path, query ?? undefined)),
  post: <Req, Res>(endpoint: EndpointWith<'POST', Req, Res>, ...body: [Req] extends [void] ? [] : [Req]) =>
    send<Res>('POST', endpoint.path, body[0] ?? {}),
  put: <Req, Res>(endpoint: EndpointWith<'PUT', Req, Res>, body: Req, options?: SaveOptions) =>
    send<Res>('PUT', endpoint.path, body, ifMatchHeader(options)),
  patch: <Req, Res>(endpoint: EndpointWith<'PATCH', Req, Res>, body: Req, options?: SaveOptions) =>
    send<Res>('PATCH', endpoint.path, body, ifMatchHeader(options)),
  delete: <Res>(endpoint: EndpointWith<'DELETE', void, Res>, options?: SaveOptions) =>
    send<Res>('DELETE', endpoint.path, undefined, ifMatchHeader(options)),
  /** multipart/form-data, with upload progress: api.upload(endpoints.services.item(3), 'PATCH', form). */
  upload: <E extends Endpoint, M extends UploadMethod & keyof E>(
    endpoint: E & Record<M, Call<FormData, unknown>>,
    method: M,
    form: FormData,
    options: UploadOptions = {},
  ) => upload<ResponseOf<E[M]>>(method, endpoint.path, form, options),
  download: <Q>(endpoint: EndpointWith<'GET', Q, Blob>, query?: Q) =>
    download(withQuery(endpoint.path, query ?? undefined)),
  /** A file asked for with a body (a person's data, by their address). */
  downloadPosted: <Req>(endpoint: EndpointWith<'POST', Req, Blob>, body: Req) =>
    download(endpoint.path, body),
};
