/** How the API's contract (./contract.ts, ./publicContract.ts) writes an endpoint: its path and its calls. */
import type { Call } from '../http/wire';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Calls = Partial<Record<Method, Call<unknown, unknown>>>;

/** One path under /api and the methods it answers (a GET's request is its query). */
export type Endpoint<M extends Calls = Calls> = M & { readonly path: string };

/** An endpoint that answers `method` taking `Req` and answering `Res`. */
export type EndpointWith<M extends Method, Req, Res> = { readonly path: string } & {
  readonly [K in M]: Call<Req, Res>;
};

export const call = <Req = void, Res = void>(): Call<Req, Res> => ({});

export function endpoint<M extends Calls>(path: string, methods: M): Endpoint<M> {
  return { ...methods, path };
}
