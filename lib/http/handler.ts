/**
 * The frame of every /api/v1 route handler: errors any handler can meet become clear 4xx answers
 * (a body over its cap, a missing row, a refused form, and every Problem a module throws: a
 * refused image, category or account change…), and admin routes check the session (and, for
 * writes, the Origin) before anything else and are never cached.
 *
 *   export const GET = adminRoute(async ({ params }) => ok(endpoints.x(id).GET, await read(id)));
 */
import 'server-only';
import type * as z from 'zod/mini';
import { actingAs } from '../audit/actor';
import { authAnswers } from '../auth/messages';
import { mayUse, type RouteArea } from '../auth/permissions';
import { requireAdmin } from '../auth/requireAdmin';
import type { ActiveSession } from '../auth/sessions';
import { parseId } from '../validation/ids';
import '../validation/locale';
import { fromFormData } from '../validation/formData';
import { IMAGE_MAX_BYTES } from '../images/limits';
import { queryValues } from '../validation/lists';
import { BodyTooLarge, MAX_JSON_DEPTH, readForm, readJson, TooDeep, UnstorableText } from './body';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Locale } from '../i18n/locales';
import { INVALID_FORM, Problem } from './problem';
import { RETRY_AFTER_SECONDS, unavailableText } from './unavailable';
import { clientIp, requestLocale } from './request';
import { fail, validationFailed } from './responses';

export const httpText = {
  tooLarge: 'This request is too large.',
  unstorable: 'The text contains a character that cannot be saved (a NUL). Please remove it and try again.',
  notFound: 'This item no longer exists. Reload the page to see the current list.',
  badRequest: 'The request could not be read. Please reload the page and try again.',
  tooDeep: `The request could not be read: its data is nested more than ${MAX_JSON_DEPTH} levels deep, deeper than any form sends.`,
  invalid: INVALID_FORM,
} as const;

/** The admin area is in English. */
const ADMIN_LANGUAGE = (): Locale => 'en';

/** Thrown by a handler when the row it was asked about does not exist (→ 404). */
export class NotFound extends Problem {
  constructor() {
    super(404, 'not_found', httpText.notFound);
  }
}

/** Thrown when a body does not satisfy its schema (→ 400 with a message per field). */
export class InvalidInput extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Invalid input');
    this.name = 'InvalidInput';
  }
}

/** The body limit of a form with `images` pictures. */
export function formLimit(images: number): number {
  return images * IMAGE_MAX_BYTES + FORM_ROOM;
}

/** Room for a form's text fields and the multipart framing, beside its files. */
export const FORM_ROOM = 256 * 1024;

/** A JSON body checked by the form's schema. */
export async function jsonInput<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw new InvalidInput(parsed.error.issues);
  return parsed.data;
}

/**
 * A list's query string (?page=&q=…) read by the same schema the screen uses to build it. Those
 * schemas fall back to their defaults for a missing or bad value, so a hand-edited link still
 * shows a list.
 */
export function queryInput<S extends z.ZodMiniObject>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const parsed = schema.safeParse(queryValues(params, Object.keys(schema.shape)));
  if (!parsed.success) throw new InvalidInput(parsed.error.issues);
  return parsed.data;
}

/**
 * A multipart body (text fields and files) checked by the form's schema; capped at `limit` bytes.
 * A body over the cap is answered 413 with `tooLarge`'s message beside its file field when given.
 */
export async function formInput<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  limit: number,
  tooLarge?: { name: string; message: string },
): Promise<z.output<S>> {
  const form = await readForm(request, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLarge ? new BodyTooLarge(limit, tooLarge) : error;
  });
  if (!form)
    throw new InvalidInput([{ code: 'custom', path: [], message: httpText.badRequest, input: null }]);
  const parsed = schema.safeParse(fromFormData(form));
  if (!parsed.success) throw new InvalidInput(parsed.error.issues);
  return parsed.data;
}

type Context = { params?: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;

/** nginx's status for a request whose client closed the connection first (nobody reads it). */
const CLIENT_WENT_AWAY = 499;

/**
 * The client closed the connection before its body arrived (a beacon sent as its page unloads, a
 * tab closed mid-upload): nothing to answer and nothing wrong here. Node reports it as `aborted`
 * with ECONNRESET, which must not read as the database being away.
 */
function clientWentAway(request: Request, error: unknown): boolean {
  if (request.signal?.aborted) return true;
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return message === 'aborted' && code === 'ECONNRESET';
}

export function route(
  handler: (request: Request, params: Params) => Promise<Response>,
  /** The language of its answers: the page's that sent it (public forms), or the admin's English. */
  languageOf: (request: Request) => Locale = requestLocale,
): (request: Request, context?: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      const params = ((await context?.params) ?? {}) as Params;
      return await actingAs({ ip: clientIp(request) }, () => handler(request, params));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        const { field } = error;
        return field
          ? fail(413, 'too_large', field.message, { fields: { [field.name]: field.message } })
          : fail(413, 'too_large', httpText.tooLarge);
      }
      if (error instanceof UnstorableText) return fail(400, 'bad_request', httpText.unstorable);
      if (error instanceof TooDeep) return fail(400, 'bad_request', httpText.tooDeep);
      if (error instanceof InvalidInput) return validationFailed(error.issues, httpText.invalid);
      if (error instanceof Problem) {
        const { status, code, message, fields } = error;
        return fail(status, code, message, fields ? { fields } : undefined);
      }
      if (clientWentAway(request, error)) return new Response(null, { status: CLIENT_WENT_AWAY });
      if (isDatabaseUnavailable(error)) {
        console.error(
          `[api] ${request.method} ${new URL(request.url).pathname}: the database is unavailable:`,
          error,
        );
        return fail(503, 'unavailable', unavailableText[languageOf(request)], undefined, {
          'Retry-After': String(RETRY_AFTER_SECONDS),
        });
      }
      throw error;
    }
  };
}

export interface AdminContext {
  request: Request;
  session: ActiveSession;
  params: Params;
}

/**
 * A staff-only handler, with the area of the admin it belongs to (lib/auth/permissions.ts): 401
 * without a live session, 403 for a write from another site and for a role outside `area`, before
 * anything is read or changed. The handler runs as its staff member (lib/audit/actor.ts): what it
 * changes is recorded in their name. The returned handler carries its `area` (the permission
 * matrix and its test read it).
 */
export function adminRoute(area: RouteArea, handler: (context: AdminContext) => Promise<Response>) {
  const answer = route(async (request, params) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (!mayUse(auth.session.user.role, area, params)) {
      return fail(403, 'forbidden_role', authAnswers.outsideRole);
    }
    const { id, email } = auth.session.user;
    const actor = { ip: clientIp(request), user: { id, email } };
    const response = await actingAs(actor, () => handler({ request, session: auth.session, params }));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }, ADMIN_LANGUAGE);
  return Object.assign(answer, { area });
}

/** The row a write returned, or a 404 when it did not exist. */
export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined || row === false) throw new NotFound();
  return row;
}

/** The `[id]` of a route as a number; a malformed one is a missing row. */
export function idParam(params: Params, name = 'id'): number {
  const id = parseId(params[name]);
  if (id === null) throw new NotFound();
  return id;
}

/** A route segment that must be one of `values` (a kind of list); anything else is a missing page. */
export function oneOfParam<T extends string>(params: Params, name: string, values: readonly T[]): T {
  const value = params[name];
  if (!(values as readonly unknown[]).includes(value)) throw new NotFound();
  return value as T;
}
