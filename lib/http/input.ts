/**
 * What an endpoint takes, declared beside its handler: its path's segments, its query and its
 * body, each read by the schema its form uses. The route factories (./handler.ts) read every
 * request through its declaration, in one order (the session or the guard first, then the path,
 * the query, the body), so no handler reads input another way; the contract's fuzz test
 * (app/api/v1/__tests__/contract*.test.ts) makes its cases from the same declarations, and an
 * endpoint without one fails it.
 *
 *   export const PATCH = adminRoute('careers', { params: { id: idSegment }, body: json(jobSchema) },
 *     async ({ params, body }) => ok(endpoints.job(params.id).PATCH, found(await updateJob(params.id, body))));
 */
import * as z from 'zod/mini';
import type { Locale } from '../i18n/locales';
import { isMultiline } from '../validation/fields';
import { fromFormData } from '../validation/formData';
import { parseId } from '../validation/ids';
import { queryValues } from '../validation/lists';
import { BodyTooLarge, readForm, readJson } from './body';
import { INVALID_FORM, Problem } from './problem';

/** A schema, or the schema with the messages of the request's language. */
export type SchemaIn<S extends z.ZodMiniType = z.ZodMiniType> = S | ((locale: Locale) => S);

/** The largest JSON body an endpoint takes unless it says otherwise: far more than any form sends. */
export const JSON_MAX_BYTES = 64 * 1024;

export interface JsonBody<S extends z.ZodMiniType = z.ZodMiniType> {
  type: 'json';
  schema: SchemaIn<S>;
  max: number;
}

export interface FormBody<S extends z.ZodMiniType = z.ZodMiniType> {
  type: 'form';
  schema: SchemaIn<S>;
  max: number;
  /** A body over `max` is its file field's fault: its message beside it. */
  tooLarge?: { name: string; message: string | ((locale: Locale) => string) };
  /** The values the schema reads from the form (default: each field once, fromFormData). */
  values?: (form: FormData) => Record<string, unknown>;
}

export type BodySpec = JsonBody | FormBody;

/** A JSON body read by `schema` (at most `max` bytes). */
export function json<S extends z.ZodMiniType>(schema: SchemaIn<S>, max = JSON_MAX_BYTES): JsonBody<S> {
  return { type: 'json', schema, max };
}

/** A multipart (or urlencoded) body read by `schema`. */
export function form<S extends z.ZodMiniType>(
  schema: SchemaIn<S>,
  max: number,
  options: Pick<FormBody<S>, 'tooLarge' | 'values'> = {},
): FormBody<S> {
  return { type: 'form', schema, max, ...options };
}

/** A path segment: the text Next decoded, read into what the handler takes. */
export type Segment = z.ZodMiniType<unknown, string>;

/** An id segment: a whole positive number an integer column holds; anything else is a missing row. */
export const idSegment = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const id = parseId(raw);
    if (id === null) ctx.issues.push({ code: 'custom', message: 'not an id', input: raw });
    return id ?? 0;
  }),
);

/** An id segment whose handler answers a malformed one itself (a page of its own): null then. */
export const idOrNullSegment = z.pipe(
  z.string(),
  z.transform((raw) => parseId(raw)),
);

/** A segment that must be one of `values` (a kind of list); anything else is a missing page. */
export function oneOfSegment<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values);
}

/** A segment of text (a session's handle, a task's name), at most `max` characters. */
export function textSegment(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max));
}

export interface InputSpec {
  params?: Record<string, Segment>;
  query?: z.ZodMiniObject;
  body?: BodySpec;
}

type SchemaOf<T> = T extends (locale: Locale) => infer S ? S : T;
type Output<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

/** What the handler is given: each part as its schema reads it. */
export interface Parsed<I extends InputSpec> {
  params: I['params'] extends Record<string, Segment>
    ? { [K in keyof I['params']]: z.output<I['params'][K]> }
    : Record<string, never>;
  query: Output<I['query']>;
  body: I['body'] extends { schema: infer S } ? Output<SchemaOf<S>> : undefined;
}

/** What answers to input that cannot be taken say, in the request's language. */
export interface InputText {
  notFound: string;
  badRequest: string;
  invalid: string;
  unsafeText: string;
}

export function schemaIn<S extends z.ZodMiniType>(schema: SchemaIn<S>, locale: Locale): S {
  return typeof schema === 'function' ? schema(locale) : schema;
}

/** The field messages of a refusal: the first message of each field (the form shows one). */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

function refused(text: InputText, fields: Record<string, string>): Problem {
  return new Problem(400, 'validation', text.invalid || INVALID_FORM, fields);
}

// ── Text no field may hold ────────────────────────────────────────────────────────────────────

/**
 * Characters no text of a form holds: C0 controls but tab and line breaks, DEL, C1 controls, and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * a message read differently in the admin than it was written.
 */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** What a field of one line holds neither. */
const LINE_BREAKS = /[\t\n\r]/;

/** The schema inside the wrappers that only change how a value is read (optional, default, catch…). */
function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (let i = 0; i < 16; i++) {
    if (isMultiline(current)) return current;
    const def = current._zod.def as { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The schemas that read the value at `key` of a value `schema` reads (several for a union). */
function childSchemas(schema: z.ZodMiniType | undefined, key: string | number): z.ZodMiniType[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, z.ZodMiniType>;
    element?: z.ZodMiniType;
    options?: z.ZodMiniType[];
    valueType?: z.ZodMiniType;
  };
  // Its own keys only: a body's 'constructor' or '__proto__' is no field of any schema.
  if (def.type === 'object' && def.shape) return Object.hasOwn(def.shape, key) ? [def.shape[key]] : [];
  if (def.type === 'array' && def.element) return [def.element];
  if (def.type === 'record' && def.valueType) return [def.valueType];
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => childSchemas(o, key));
  return [];
}

/**
 * Every text in `value` that holds a character no field may hold (or, in a field of one line, a
 * tab or line break), as a refusal of that field. The schemas say which fields are multi-line
 * (`multiline()`, lib/validation/fields.ts); text the schema does not read is held to one line.
 */
export function unsafeTextIssues(
  value: unknown,
  schema: z.ZodMiniType | undefined,
  message: string,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const pending: { value: unknown; schemas: z.ZodMiniType[]; path: (string | number)[] }[] = [
    { value, schemas: schema ? [schema] : [], path: [] },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, schemas, path } = next;
    if (typeof item === 'string') {
      const multiline = schemas.some((s) => isMultiline(unwrapped(s)));
      if (UNSAFE.test(item) || (!multiline && LINE_BREAKS.test(item))) issues.push({ path, message });
    } else if (item && typeof item === 'object' && !isFile(item)) {
      for (const [key, inner] of Object.entries(item)) {
        const index = Array.isArray(item) ? Number(key) : key;
        pending.push({
          value: inner,
          schemas: schemas.flatMap((s) => childSchemas(s, index)),
          path: [...path, index],
        });
      }
    }
  }
  return issues;
}

function isFile(value: object): boolean {
  return typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function';
}

// ── Reading a request ─────────────────────────────────────────────────────────────────────────

/** The path's segments as the declaration reads them; one that does not read is a missing row. */
export function readParams(
  spec: InputSpec,
  raw: Record<string, string | string[]>,
  text: InputText,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec.params ?? {})) {
    const value = raw[name];
    const parsed = schema.safeParse(Array.isArray(value) ? value.join('/') : value);
    if (!parsed.success) throw new Problem(404, 'not_found', text.notFound);
    out[name] = parsed.data;
  }
  return out;
}

/** The query string as the declaration's schema reads it (the lists' schemas fall back to defaults). */
export function readQuery(spec: InputSpec, request: Request, text: InputText): unknown {
  if (!spec.query) return undefined;
  const params = new URL(request.url).searchParams;
  const parsed = spec.query.safeParse(queryValues(params, Object.keys(spec.query.shape)));
  if (!parsed.success) throw refused(text, fieldMessages(parsed.error.issues));
  return parsed.data;
}

/**
 * The body's values before the schema reads them, and each field as sent (the honeypot is looked
 * for there: a form's values may leave it out), or a refusal of a body that cannot be read.
 */
export async function rawBody(
  body: BodySpec,
  request: Request,
  locale: Locale,
  text: InputText,
): Promise<{ values: unknown; sent: (name: string) => unknown }> {
  if (body.type === 'json') {
    const value = await readJson(request, body.max);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Problem(400, 'bad_request', text.badRequest);
    return { values: value, sent: (name) => (value as Record<string, unknown>)[name] };
  }
  let read: FormData | null;
  try {
    read = await readForm(request, body.max);
  } catch (error) {
    if (!(error instanceof BodyTooLarge) || !body.tooLarge) throw error;
    const { name, message } = body.tooLarge;
    const said = typeof message === 'function' ? message(locale) : message;
    throw new Problem(413, 'too_large', said, { [name]: said });
  }
  if (!read) throw new Problem(400, 'bad_request', text.badRequest);
  const sent = read;
  return { values: (body.values ?? fromFormData)(sent), sent: (name) => sent.get(name) };
}

/** The body's values read by its schema: refused with each field's message when they do not read. */
export function parseBody(body: BodySpec, raw: unknown, locale: Locale, text: InputText): unknown {
  const schema = schemaIn(body.schema, locale);
  const unsafe = unsafeTextIssues(raw, schema, text.unsafeText);
  const parsed = schema.safeParse(raw);
  const issues = [...unsafe, ...(parsed.success ? [] : parsed.error.issues)];
  if (issues.length > 0) throw refused(text, fieldMessages(issues));
  return parsed.data;
}
