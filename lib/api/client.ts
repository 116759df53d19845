/**
 * The admin's fetch client (spec: base /api, JSON in and out, any 2xx is success, no timeout).
 *   await api.get<Overview>('v1/admin/overview');
 *   await api.post('v1/auth/login', { contact, password });
 * Non-2xx answers throw an ApiError carrying the server's { error, message, fields }. A 401 also
 * tells the registered sign-out handler (the admin gate), so an expired session shows the login.
 */

export const API_BASE = '/api';

export interface ApiErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly retryAfterSeconds?: number,
  ) {
    super(body.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
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

export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

async function send<T>(method: string, path: string, body?: unknown, headers?: HeadersInit): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
  };
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await fetch(apiUrl(path), init);
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const data: unknown = isJson ? await response.json().catch(() => null) : null;
  if (response.ok) return data as T;
  if (response.status === 401) signOutHandler?.();
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiError(
    response.status,
    (data && typeof data === 'object' ? data : {}) as ApiErrorBody,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export const api = {
  get: <T>(path: string, headers?: HeadersInit) => send<T>('GET', path, undefined, headers),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => send<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => send<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => send<T>('DELETE', path),
  /** multipart/form-data (file uploads); POST unless told otherwise. */
  multipart: <T>(path: string, form: FormData, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
    send<T>(method, path, form),
};
