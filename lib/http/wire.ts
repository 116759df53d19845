/** What travels between the API client and the handlers, whatever the endpoint (lib/api/contract.ts names them). */

/** What every non-2xx answer carries. */
interface ApiErrorFields {
  error: string;
  message: string;
  /** Field name → message, for validation errors (the same words the form shows). */
  fields?: Record<string, string>;
}

/**
 * A save refused because the item changed since it was read (409 `stale`, lib/audit/versions.ts):
 * who changed it last, when, which fields (as people call them), and the version it is at now (a
 * save sent with it replaces theirs).
 */
export interface StaleDetails {
  changedBy: { name: string; email: string } | null;
  changedAt: string | null;
  changed: string[];
  version: string | null;
}

/** A refusal's body: `stale` adds its details (see StaleDetails). */
export type ApiErrorBody = ApiErrorFields & Partial<StaleDetails>;

/** What one method of an endpoint takes and answers; for the compiler only. */
export interface Call<Req = void, Res = void> {
  readonly __request?: Req;
  readonly __response?: Res;
}
