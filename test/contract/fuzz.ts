/**
 * The contract's fuzz test, made from what each endpoint declares it takes (lib/http/input.ts):
 * for every endpoint (public, buyer's, staff's with an Owner's session) and every field of its
 * body, query and path, requests that are its valid example (./examples.ts) but for that one field,
 * given each of the values a hostile caller sends (./values.ts); and for every body, shapes no form
 * sends (nested past the limit, not an object, another content type, over the size limit). Each
 * must be answered, within a time, never with a 5xx; a refusal (4xx) says why and leaves every
 * table's rows as they were; and whatever the declaration refuses is refused.
 *
 *   contractFuzz((endpoint) => endpoint.area !== undefined);   // in a test file: staff's endpoints
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { signIn } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { buyerCookieName } from '@/lib/auth/cookies';
import { createSession } from '@/lib/auth/sessions';
import { listSessions } from '@/lib/auth/sessionList';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { buyerSignInLinks } from '@/features/buyers/tables';
import { signInWithLink } from '@/features/buyers/signIn';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { shareImagePath } from '@/lib/images/shareLink';
import { parseBody, rawBody, readParams, readQuery, type InputText } from '@/lib/http/input';
import { MAX_JSON_DEPTH } from '@/lib/http/body';
import { routes } from '@/lib/routing/routes';
import { EXAMPLES, type Example, type FileMark, type Fixtures } from './examples';
import { endpointsOnDisk, urlOf, type EndpointOnDisk } from './routes';
import { deeplyNested, QUERY_VALUES, SEGMENTS, SOURCE_HEADERS, valuesFor, type Value } from './values';
import { VISIT_SOURCE_HEADER } from '@/lib/visits/source';
import { readVisitSource } from '@/lib/visits/sourceSchema';

const ORIGIN = 'http://kinglife.test';
/** Longer than any answer takes here, shorter than the test's own timeout: a hang fails the case. */
const HANG_MS = 20_000;
const TEXT: InputText = { notFound: 'x', badRequest: 'x', invalid: 'x', unsafeText: 'x' };

interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}

/** One request of the fuzz: which part and field it changes, and how. */
interface Case {
  part: 'params' | 'query' | 'body' | 'shape' | 'header';
  field: string;
  label: string;
  parts: Parts;
  /** The body as sent, when not the parts' body encoded as the endpoint takes it. */
  raw?: { text: string | Uint8Array; type: string };
  /** A form's field given a file where its text belongs. */
  fileIn?: string;
  /** Headers sent beside the usual ones (a public form's visit source). */
  headers?: Record<string, string>;
}

/**
 * Text no field may hold, whatever its schema: C0 controls but tab and line breaks, DEL, C1
 * controls, bidirectional embeddings, overrides and isolates (and, written as JSON, a NUL).
 */
const UNSAFE_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\\u000[0-8bcef]|\\u001[0-9a-f]/i;

/** The value a body case put in its field. */
function valueAt(fuzzCase: Case): unknown {
  return fuzzCase.field
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      fuzzCase.parts.body,
    );
}

export interface FuzzFigures {
  endpoints: number;
  cases: number;
  refused: number;
  accepted: number;
  serverErrors: number;
  storedOnRefusal: number;
}

let pngBytes: Uint8Array<ArrayBuffer> | undefined;
async function fileBlob(mark: FileMark): Promise<{ blob: Blob; name: string }> {
  if (mark.$file === 'pdf')
    return { blob: new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), name: 'sheet.pdf' };
  pngBytes ??= new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8641e' } })
      .png()
      .toBuffer(),
  );
  return { blob: new Blob([pngBytes], { type: 'image/png' }), name: 'picture.png' };
}
const isFileMark = (value: unknown): value is FileMark =>
  typeof value === 'object' && value !== null && '$file' in value;

/** A form's field as a hostile caller can send it: text (a list as repeated fields). */
function formTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (value === undefined) return [];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** `body` with the value at the dotted `at` replaced. */
function withValue(body: Record<string, unknown>, at: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = at.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

/** The dotted paths of every value in `body` (into objects and lists), a file's as itself. */
function fieldsOf(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const at = `${prefix}${key}`;
    if (value && typeof value === 'object' && !isFileMark(value))
      return [at, ...fieldsOf(value as Record<string, unknown>, `${at}.`)];
    return [at];
  });
}

export function contractFuzz(select: (endpoint: EndpointOnDisk) => boolean, label: string) {
  const all = endpointsOnDisk();
  const chosen = all.filter(select);
  let testDb: TestDatabase;
  let dataDir: string;
  let staffCookie = '';
  let buyerCookie = '';
  let fixtures: Fixtures;
  let baseline: Record<string, number> = {};
  let countsSql = '';
  /** How many rows each table holds, in one statement (the rate limits left out: counting refusals is their job). */
  async function rowCounts(): Promise<Record<string, number>> {
    if (!countsSql) {
      const tables = await testDb.db.execute<{ name: string }>(
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limits'`,
      );
      const pairs = tables.rows.map((t) => `'${t.name}', (SELECT count(*) FROM "${t.name}")`).join(', ');
      countsSql = `SELECT json_build_object(${pairs}) AS counts`;
    }
    const { rows } = await testDb.db.execute<{ counts: Record<string, number> }>(sql.raw(countsSql));
    return rows[0].counts;
  }
  const figures: FuzzFigures = {
    endpoints: 0,
    cases: 0,
    refused: 0,
    accepted: 0,
    serverErrors: 0,
    storedOnRefusal: 0,
  };
  const started = Date.now();

  async function request(endpoint: EndpointOnDisk, fuzzCase: Omit<Case, 'part' | 'field' | 'label'>) {
    const { parts, raw, fileIn } = fuzzCase;
    const headers: Record<string, string> = {
      host: 'kinglife.test',
      origin: ORIGIN,
      'accept-language': 'en',
      ...fuzzCase.headers,
    };
    const cookies = [];
    if (endpoint.area !== undefined) cookies.push(staffCookie);
    if (/^\/api\/v1\/buyer\/(requests|lists|files)/.test(endpoint.pattern)) cookies.push(buyerCookie);
    if (cookies.length) headers.cookie = cookies.join('; ');
    const query = new URLSearchParams(parts.query).toString();
    const url = `${ORIGIN}${urlOf(endpoint.pattern, parts.params)}${query ? `?${query}` : ''}`;
    let body: BodyInit | undefined;
    const declared = endpoint.input?.body;
    if (raw) {
      headers['content-type'] = raw.type;
      body = raw.text as BodyInit;
    } else if (parts.body && declared?.type === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(parts.body);
    } else if (parts.body && declared?.type === 'form') {
      const form = new FormData();
      for (const [name, value] of Object.entries(parts.body)) {
        if (isFileMark(value)) {
          const { blob, name: fileName } = await fileBlob(value);
          form.append(name, blob, fileName);
        } else if (name === fileIn) {
          form.append(
            name,
            new Blob([new TextEncoder().encode(String(value))], { type: 'text/plain' }),
            'x.txt',
          );
        } else for (const text of formTexts(value)) form.append(name, text);
      }
      body = form;
    }
    return new Request(url, { method: endpoint.method, headers, body });
  }

  /** Whether the endpoint's declaration refuses this request (the same reading its route does). */
  async function declaredRefuses(endpoint: EndpointOnDisk, sent: Request, params: Record<string, string>) {
    const spec = endpoint.input ?? {};
    try {
      readParams(spec, params, TEXT);
      readQuery(spec, sent, TEXT);
      if (spec.visitSource && readVisitSource(sent.headers.get(VISIT_SOURCE_HEADER)) === undefined)
        return true;
      if (spec.body) parseBody(spec.body, (await rawBody(spec.body, sent, 'en', TEXT)).values, 'en', TEXT);
      return false;
    } catch {
      return true;
    }
  }

  function nextParams(endpoint: EndpointOnDisk, params: Record<string, string>) {
    // A catch-all segment ([...key]) is its parts, as Next gives it.
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) =>
        endpoint.pattern.includes(`[...${name}]`) ? [name, value.split('/')] : [name, value],
      ),
    );
  }

  async function send(endpoint: EndpointOnDisk, fuzzCase: Case): Promise<void> {
    await testDb.db.execute(sql`DELETE FROM rate_limits`);
    const sent = await request(endpoint, fuzzCase);
    // The same request again, read as its declaration says (a clone's tee would wait on the other).
    const refuses = await declaredRefuses(endpoint, await request(endpoint, fuzzCase), fuzzCase.parts.params);
    const what = `${endpoint.name} ${fuzzCase.part} ${fuzzCase.field}: ${fuzzCase.label}`;
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      endpoint.handler(sent, { params: Promise.resolve(nextParams(endpoint, fuzzCase.parts.params)) }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${HANG_MS} ms`)), HANG_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    figures.cases++;
    if (response.status >= 500) {
      figures.serverErrors++;
      throw new Error(`${what}: answered ${response.status}: ${await response.text()}`);
    }
    if (refuses && response.status < 400)
      throw new Error(`${what}: its declaration refuses it, yet it answered ${response.status}`);
    const unsafe = fuzzCase.part === 'body' && UNSAFE_TEXT.test(JSON.stringify(valueAt(fuzzCase)) ?? '');
    if (unsafe && response.status < 400)
      throw new Error(`${what}: text no field may hold was taken (${response.status})`);
    const before = baseline;
    const rows = await rowCounts();
    baseline = rows;
    if (response.status >= 400) {
      figures.refused++;
      if (response.headers.get('content-type')?.includes('application/json')) {
        const answer = (await response.json()) as { message?: unknown; error?: string; fields?: object };
        if (typeof answer.message !== 'string' || answer.message.length < 6)
          throw new Error(`${what}: a ${response.status} without a message`);
        if (unsafe && answer.error === 'validation' && !(fuzzCase.field in (answer.fields ?? {})))
          throw new Error(`${what}: refused without a message beside ${fuzzCase.field}`);
      }
      const recorded = RECORDED_ON_REFUSAL.find(([pattern]) => pattern.test(endpoint.pattern))?.[1] ?? [];
      const changed = Object.keys(rows).filter(
        (table) => rows[table] !== before[table] && !recorded.includes(table),
      );
      if (changed.length > 0) {
        figures.storedOnRefusal++;
        throw new Error(
          `${what}: refused (${response.status}) but rows changed in ${changed.map((t) => `${t} ${before[t]} → ${rows[t]}`).join(', ')}`,
        );
      }
    } else {
      figures.accepted++;
      await response.body?.cancel();
    }
  }

  function partsOf(endpoint: EndpointOnDisk): Parts {
    const example: Example = EXAMPLES[endpoint.name] ?? {};
    return {
      params: example.params?.(fixtures) ?? {},
      query: example.query ?? {},
      body: example.body?.(fixtures),
    };
  }

  /** The cases of one endpoint: each field of each part given each value, and the body's shapes. */
  function casesOf(endpoint: EndpointOnDisk): Case[] {
    const base = partsOf(endpoint);
    const spec = endpoint.input ?? {};
    const cases: Case[] = [];
    for (const name of Object.keys(spec.params ?? {})) {
      for (const { label, value } of SEGMENTS)
        cases.push({
          part: 'params',
          field: name,
          label,
          parts: { ...base, params: { ...base.params, [name]: value as string } },
        });
    }
    for (const name of Object.keys(spec.query?.shape ?? {})) {
      for (const { label, value } of QUERY_VALUES)
        cases.push({
          part: 'query',
          field: name,
          label,
          parts: { ...base, query: { ...base.query, [name]: value as string } },
        });
    }
    if (spec.visitSource) {
      for (const { label, value } of SOURCE_HEADERS)
        cases.push({
          part: 'header',
          field: VISIT_SOURCE_HEADER,
          label,
          parts: base,
          headers: { [VISIT_SOURCE_HEADER]: String(value) },
        });
    }
    if (spec.body && base.body) {
      const body = base.body;
      fieldsOf(body).forEach((at, i) => {
        const example = at
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
        const values: Value[] = isFileMark(example)
          ? [
              { label: 'text where a file belongs', value: 'not a file' },
              { label: 'nothing', value: undefined },
            ]
          : valuesFor(example, 3, i);
        for (const { label, value } of values)
          cases.push({
            part: 'body',
            field: at,
            label,
            parts: { ...base, body: withValue(body, at, value) },
          });
      });
      cases.push({
        part: 'body',
        field: '(unknown field)',
        label: 'a prototype key',
        parts: { ...base, body: { ...body, constructor: { prototype: { x: 1 } } } },
      });
      if (spec.body.type === 'json') {
        const first = Object.keys(body)[0];
        const shapes: [string, string][] = [
          [
            `nested ${MAX_JSON_DEPTH + 8} levels`,
            JSON.stringify({ ...body, [first]: deeplyNested(MAX_JSON_DEPTH + 8) }),
          ],
          ['an array', JSON.stringify([body])],
          ['a string', JSON.stringify('x')],
          ['truncated JSON', JSON.stringify(body).slice(0, 10)],
          ['over its size limit', JSON.stringify({ ...body, [first]: 'z'.repeat(spec.body.max + 1) })],
        ];
        for (const [label, text] of shapes)
          cases.push({
            part: 'shape',
            field: 'body',
            label,
            parts: base,
            raw: { text, type: 'application/json' },
          });
        cases.push({
          part: 'shape',
          field: 'body',
          label: 'sent as text/plain',
          parts: base,
          raw: { text: JSON.stringify(body), type: 'text/plain' },
        });
      } else {
        const text = Object.entries(body).find(([, value]) => typeof value === 'string')?.[0];
        if (text)
          cases.push({
            part: 'shape',
            field: text,
            label: 'a file where text belongs',
            parts: base,
            fileIn: text,
          });
        cases.push({
          part: 'shape',
          field: 'body',
          label: 'not multipart',
          parts: base,
          raw: { text: 'a=1&b=2', type: 'multipart/form-data; boundary=none' },
        });
        cases.push({
          part: 'shape',
          field: 'body',
          label: 'over its size limit',
          parts: base,
          raw: { text: new Uint8Array(spec.body.max + 1024), type: 'multipart/form-data; boundary=x' },
        });
      }
    }
    return cases;
  }

  beforeAll(async () => {
    testDb = await freshDatabase({ seeded: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-contract-'));
    process.env.DATA_DIR = dataDir;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtures = await prepare();
    baseline = await rowCounts();
  }, 240_000);

  afterAll(async () => {
    await testDb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    delete process.env.DATA_DIR;
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(
      `contract fuzz (${label}): ${figures.endpoints} of ${all.length} endpoints, ${figures.cases} cases, ` +
        `${figures.refused} refused, ${figures.accepted} accepted, 5xx ${figures.serverErrors}, ` +
        `stored on refusal ${figures.storedOnRefusal}, ${seconds} s\n`,
    );
  });

  /**
   * The state the examples name: an Owner signed in (and a second session of theirs, another
   * account), a buyer with a request and a signed-in browser, then every example that does not
   * delete run once, creating what the others name (a document, a webhook and its delivery, a
   * timeline step with a file…).
   */
  async function prepare(): Promise<Fixtures> {
    const db = testDb.db;
    const staff = await signIn(db);
    staffCookie = staff.cookie;
    await createSession(db, staff.user.id, { userAgent: 'Another browser' });
    const other = await signIn(db, 'editor@fuzz.example', 'editor');
    const quote = quoteRequestSchema.parse({
      kind: 'sample',
      lines: [{ productId: 3, quantity: 100, unit: 'g' }],
      company: 'Fuzz Foods',
      name: 'Bea Buyer',
      email: 'buyer@fuzz.example',
      country: 'AE',
      shippingAddress: '12 Marina Road\nDubai',
    });
    const requested = await createQuoteRequest(quote, 'en', { ip: '198.51.100.1', source: null });
    if (!requested.ok) throw new Error('The buyer’s request was not stored.');
    const token = randomToken();
    await db.insert(buyerSignInLinks).values({
      tokenHash: sha256(token),
      email: 'buyer@fuzz.example',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const buyer = await signInWithLink(db, token);
    buyerCookie = `${buyerCookieName()}=${buyer!.token}`;

    const ids = new Map<string, number[]>();
    const readIds = async () => {
      const tables = await db.execute<{ name: string }>(
        sql`SELECT table_name AS name FROM information_schema.columns
            WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'integer'`,
      );
      for (const { name } of tables.rows) {
        const rows = await db.execute<{ id: number }>(sql.raw(`SELECT id FROM "${name}" ORDER BY id`));
        ids.set(
          name,
          rows.rows.map((row) => row.id),
        );
      }
    };
    const handles = (await listSessions(db, staff.user.id, '')).map((s) => s.handle);
    const f: Fixtures = {
      id: (table) => {
        const first = ids.get(table)?.[0];
        if (first === undefined) throw new Error(`The fixtures have no row of ${table}.`);
        return first;
      },
      ids: (table) => ids.get(table) ?? [],
      categoryProducts: [],
      otherAccount: other.user.id,
      otherSessionHandle: handles[handles.length - 1],
      jobVersion: 0,
      trashedPost: 0,
      stepWithFile: { enquiryId: requested.request.id, stepId: 0 },
      buyerRequest: requested.request.id,
      buyerList: 0,
      failedTask: { name: 'mail', id: '00000000-0000-4000-8000-000000000000' },
      uploadKey: '',
      shareCrop: '',
      linkToken: 'A'.repeat(43),
    };
    await readIds();
    const categoryProducts = await db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE category_id = ${f.id('product_categories')} ORDER BY position, id`,
    );
    f.categoryProducts = categoryProducts.rows.map((row) => row.id);
    fixtures = f;

    // Each example that does not delete, once: creates first (so the rest find their rows).
    const runs = all
      .filter((endpoint) => endpoint.method !== 'DELETE' && endpoint.name in EXAMPLES)
      .sort((a, b) => order(a) - order(b));
    for (const endpoint of runs) {
      if (needsLater(endpoint)) continue;
      await testDb.db.execute(sql`DELETE FROM rate_limits`);
      const parts = partsOf(endpoint);
      const response = await endpoint.handler(await request(endpoint, { parts }), {
        params: Promise.resolve(nextParams(endpoint, parts.params)),
      });
      if (response.status >= 500)
        throw new Error(`${endpoint.name}: its example answered ${response.status}`);
      await response.body?.cancel();
      await readIds();
    }
    const [version] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM content_versions WHERE entity = 'jobs' AND entity_id = ${f.id('jobs')} ORDER BY id LIMIT 1`,
      )
    ).rows;
    f.jobVersion = version?.id ?? 0;
    const [step] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM request_events WHERE enquiry_id = ${f.stepWithFile.enquiryId}
            AND attachment_file_id IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows;
    f.stepWithFile.stepId = step?.id ?? 0;
    f.buyerList = f.id('buyer_lists');
    const [upload] = (
      await db.execute<{ key: string }>(
        sql`SELECT key FROM uploaded_files WHERE is_public AND mime_type LIKE 'image/%' ORDER BY id LIMIT 1`,
      )
    ).rows;
    f.uploadKey = upload?.key ?? '';
    const share = shareImagePath({ src: routes.media(f.uploadKey) }) ?? '';
    f.shareCrop = share.slice(routes.media('share/').length).split('/')[0];
    // A blog post deleted: the Trash's restore names it.
    const posts = all.find((e) => e.name === 'DELETE /api/v1/admin/blog-posts/[id]')!;
    const newest = f.ids('blog_posts').at(-1)!;
    await posts.handler(await request(posts, { parts: { params: { id: String(newest) }, query: {} } }), {
      params: Promise.resolve({ id: String(newest) }),
    });
    f.trashedPost = newest;
    await readIds();
    // What needed the rows above (the History restore, the step's file) runs now.
    for (const endpoint of runs.filter(needsLater)) {
      const parts = partsOf(endpoint);
      const response = await endpoint.handler(await request(endpoint, { parts }), {
        params: Promise.resolve(nextParams(endpoint, parts.params)),
      });
      await response.body?.cancel();
    }
    return f;
  }

  it('every endpoint declares what it takes, with an example where it takes a body or names a row', () => {
    const missing = all.filter((endpoint) => !endpoint.input).map((endpoint) => endpoint.name);
    expect(missing).toEqual([]);
    const withoutExample = all
      .filter((endpoint) => endpoint.input?.body || Object.keys(endpoint.input?.params ?? {}).length > 0)
      .filter((endpoint) => !(endpoint.name in EXAMPLES))
      .map((endpoint) => endpoint.name);
    expect(withoutExample).toEqual([]);
    const stale = Object.keys(EXAMPLES).filter((name) => !all.some((endpoint) => endpoint.name === name));
    expect(stale).toEqual([]);
  });

  it.each(chosen.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: its example is what it declares, and no field, value or shape gets a 5xx or stores on refusal',
    async (_name, endpoint) => {
      figures.endpoints++;
      const base = partsOf(endpoint);
      if (endpoint.input?.body || Object.keys(base.params).length) {
        const sent = await request(endpoint, { parts: base });
        const spec = endpoint.input ?? {};
        // Read as its route reads it: a refusal names the fields the example gets wrong.
        let problem = '';
        try {
          readParams(spec, base.params, TEXT);
          if (spec.body)
            parseBody(spec.body, (await rawBody(spec.body, sent, 'en', TEXT)).values, 'en', TEXT);
        } catch (error) {
          problem = JSON.stringify((error as { fields?: unknown }).fields ?? String(error));
        }
        expect(problem).toBe('');
      }
      for (const fuzzCase of casesOf(endpoint)) await send(endpoint, fuzzCase);
    },
    300_000,
  );
}

/**
 * What a refusal is meant to record: a failed sign-in or second step is an audit event (who tried,
 * from where), by design.
 */
const RECORDED_ON_REFUSAL: [RegExp, string[]][] = [[/^\/api\/v1\/auth\/login/, ['audit_events']]];

/** Creates before the rest; what other examples name (a webhook before its delivery) first of all. */
function order(endpoint: EndpointOnDisk): number {
  if (endpoint.name === 'POST /api/v1/admin/webhooks') return 0;
  if (endpoint.method === 'POST' && !endpoint.pattern.includes('[')) return 1;
  if (endpoint.method === 'POST') return 2;
  if (endpoint.method === 'PUT' || endpoint.method === 'PATCH') return 3;
  return 4;
}

/** Examples that name rows the others make (a version, a step's file, a Trash entry). */
function needsLater(endpoint: EndpointOnDisk): boolean {
  return /history\/\[kind\]\/\[id\]\/\[version\]|enquiries\/\[id\]\/files|buyer\/files|trash\/\[kind\]|media\//.test(
    endpoint.pattern,
  );
}
