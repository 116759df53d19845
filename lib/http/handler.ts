/**
 * The frame of every /api/v1 route handler: errors any handler can meet become clear 4xx answers
 * (a body over its cap, a missing row, a refused form, and every Problem a module throws: a
 * refused image, category or account change…), every input is read through its declaration
 * (./input.ts), and admin routes check the session (and, for writes, the Origin) before anything
 * else and are never cached.
 *
 *   export const GET = adminRoute('content', { params: { id: idSegment } }, async ({ params }) =>
 *     ok(endpoints.x(params.id).GET, await read(params.id)));
 */
import 'server-only';
import { actingAs } from '../audit/actor';
import { expectedVersionOf } from '../audit/versions';
import { authAnswers } from '../auth/messages';
import { mayUse, type RouteArea } from '../auth/permissions';
import { requireAdmin } from '../auth/requireAdmin';
import type { ActiveSession } from '../auth/sessions';
import '../validation/locale';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../validation/patterns';
import { IMAGE_MAX_BYTES } from '../images/limits';
import { BodyTooLarge, MAX_JSON_DEPTH, TooDeep, UnstorableText } from './body';
import {
  parseBody,
  rawBody,
  readParams,
  readQuery,
  type InputSpec,
  type InputText,
  type Parsed,
} from './input';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Locale } from '../i18n/locales';
import { INVALID_FORM, Problem } from './problem';
import { RETRY_AFTER_SECONDS, unavailableText } from './unavailable';
import { clientIp, requestLocale } from './request';
import { fail } from './responses';
import { log } from '../log/logger.cjs';
import { VISIT_SOURCE_HEADER, type VisitSource } from '../visits/source';
import { readVisitSource } from '../visits/sourceSchema';

export const httpText = {
  tooLarge: 'This request is too large.',
  unstorable: 'The text contains a character that cannot be saved (a NUL). Please remove it and try again.',
  notFound: 'This item no longer exists. Reload the page to see the current list.',
  badRequest: 'The request could not be read. Please reload the page and try again.',
  tooDeep: `The request could not be read: its data is nested more than ${MAX_JSON_DEPTH} levels deep, deeper than any form sends.`,
  invalid: INVALID_FORM,
  unsafeText:
    'This field holds a character that cannot be used here (a control or text-direction character, or a line break in a one-line field). Please remove it.',
} as const;

/** The admin area is in English. */
const ADMIN_LANGUAGE = (): Locale => 'en';

/** Thrown by a handler when the row it was asked about does not exist (→ 404). */
export class NotFound extends Problem {
  constructor() {
    super(404, 'not_found', httpText.notFound);
  }
}

/** The body limit of a form with `images` pictures. */
export function formLimit(images: number): number {
  return images * IMAGE_MAX_BYTES + FORM_ROOM;
}

/** Room for a form's text fields and the multipart framing, beside its files. */
export const FORM_ROOM = 256 * 1024;

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

/** What a handler is given: the request, its input as declared, and the language of its answers. */
export interface RouteContext<I extends InputSpec = InputSpec> extends Parsed<I> {
  request: Request;
  locale: Locale;
  /** Where the visit that sent a public form came from (`visitSource: true`), or null. */
  source: VisitSource | null;
}

/** How a route reads what it is sent, beyond its input (./input.ts): public forms' guard and words. */
export interface RouteSpec extends InputSpec {
  /**
   * Runs before the path, query or body are read (a public form's origin and rate limit, a
   * session); a response it gives is the answer.
   */
  guard?: (request: Request, locale: Locale, params: Params) => Promise<Response | null>;
  /** What refusals of unreadable or invalid input say, in the request's language (default: the admin's). */
  text?: (locale: Locale) => Partial<InputText>;
  /** A body whose hidden honeypot field is filled (a bot): answered with this, nothing kept. */
  honeypot?: () => Response;
  /** The language of the answers: the page's that sent it (default), or the admin's English. */
  languageOf?: (request: Request) => Locale;
  /** A public form that stores where its visit came from (lib/visits/source.ts): its header is read, and refused when it does not read. */
  visitSource?: true;
}

const ADMIN_TEXT: InputText = {
  notFound: httpText.notFound,
  badRequest: httpText.badRequest,
  invalid: httpText.invalid,
  unsafeText: httpText.unsafeText,
};

/** A route handler as Next calls it, carrying its declaration (the contract's fuzz test reads it). */
export type RouteHandler<S extends RouteSpec = RouteSpec> = ((
  request: Request,
  context?: Context,
) => Promise<Response>) & { input: S };

/**
 * A handler with its declared input (./input.ts): the guard, then the path's segments (one that
 * does not read is a 404), the query, and the body (a filled honeypot answered as asked, then
 * refused text, then the schema) are read before it runs; every Problem thrown under it is
 * answered as it says, and a database that is away is a 503.
 */
export function route<S extends RouteSpec>(
  spec: S,
  handler: (context: RouteContext<S>) => Promise<Response>,
): RouteHandler<S> {
  const languageOf = spec.languageOf ?? requestLocale;
  const answer = async (request: Request, context?: Context) => {
    const locale = languageOf(request);
    try {
      const text = { ...ADMIN_TEXT, ...spec.text?.(locale) };
      return await actingAs({ ip: clientIp(request) }, async () => {
        const rawParams = ((await context?.params) ?? {}) as Params;
        const guarded = await spec.guard?.(request, locale, rawParams);
        if (guarded) return guarded;
        const params = readParams(spec, rawParams, text);
        const query = readQuery(spec, request, text);
        const source = spec.visitSource ? readVisitSource(request.headers.get(VISIT_SOURCE_HEADER)) : null;
        if (source === undefined) return fail(400, 'bad_request', text.badRequest);
        let body: unknown;
        if (spec.body) {
          const raw = await rawBody(spec.body, request, locale, text);
          if (spec.honeypot && isHoneypotFilled(raw.sent(HONEYPOT_FIELD))) return spec.honeypot();
          body = parseBody(spec.body, raw.values, locale, text);
        }
        return handler({ request, locale, params, query, body, source } as RouteContext<S>);
      });
    } catch (error) {
      // A refusal answers this request alone: no cache keeps it.
      const response = answerError(request, error, locale);
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      return response;
    }
  };
  return Object.assign(answer, { input: spec });
}

function answerError(request: Request, error: unknown, locale: Locale): Response {
  if (error instanceof BodyTooLarge) {
    const { field } = error;
    return field
      ? fail(413, 'too_large', field.message, { fields: { [field.name]: field.message } })
      : fail(413, 'too_large', httpText.tooLarge);
  }
  if (error instanceof UnstorableText) return fail(400, 'bad_request', httpText.unstorable);
  if (error instanceof TooDeep) return fail(400, 'bad_request', httpText.tooDeep);
  if (error instanceof Problem) {
    const { status, code, message, fields, extra } = error;
    return fail(status, code, message, { ...extra, ...(fields ? { fields } : {}) });
  }
  if (clientWentAway(request, error)) return new Response(null, { status: CLIENT_WENT_AWAY });
  if (isDatabaseUnavailable(error)) {
    log.error(
      { err: error, method: request.method, path: new URL(request.url).pathname },
      'api: the database is unavailable',
    );
    return fail(503, 'unavailable', unavailableText[locale], undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  throw error;
}

export interface AdminContext<I extends InputSpec = InputSpec> extends RouteContext<I> {
  session: ActiveSession;
}

/**
 * A staff-only handler, with the area of the admin it belongs to (lib/auth/permissions.ts) and its
 * input: 401 without a live session, 403 for a write from another site and for a role outside
 * `area`, before anything is read or changed. The handler runs as its staff member
 * (lib/audit/actor.ts): what it changes is recorded in their name. The returned handler carries
 * its `area` (the permission matrix and its test read it).
 */
export function adminRoute<S extends InputSpec>(
  area: RouteArea,
  spec: S,
  handler: (context: AdminContext<S>) => Promise<Response>,
) {
  const sessions = new WeakMap<Request, ActiveSession>();
  const answer = route(
    {
      ...spec,
      languageOf: ADMIN_LANGUAGE,
      async guard(request, _locale, params) {
        const auth = await requireAdmin(request);
        if (!auth.ok) return auth.response;
        if (!mayUse(auth.session.user.role, area, params))
          return fail(403, 'forbidden_role', authAnswers.outsideRole);
        sessions.set(request, auth.session);
        return null;
      },
    },
    async (context) => {
      const session = sessions.get(context.request)!;
      const { id, email } = session.user;
      // A save says the version of the item it was read at (lib/audit/versions.ts).
      const expect = expectedVersionOf(context.request.headers.get('if-match'));
      const actor = { ip: clientIp(context.request), user: { id, email }, expect };
      const response = await actingAs(actor, () => handler({ ...context, session } as AdminContext<S>));
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
  return Object.assign(answer, { area, input: spec });
}

/** The row a write returned, or a 404 when it did not exist. */
export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined || row === false) throw new NotFound();
  return row;
}
