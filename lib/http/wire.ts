/** What travels between the API client and the handlers, whatever the endpoint (lib/api/contract.ts names them). */

/** What every non-2xx answer carries. */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** Field name → message, for validation errors (the same words the form shows). */
  fields?: Record<string, string>;
}

/** What one method of an endpoint takes and answers; for the compiler only. */
export interface Call<Req = void, Res = void> {
  readonly __request?: Req;
  readonly __response?: Res;
}
