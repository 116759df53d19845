/**
 * Property-based fuzzing of every /api/v1 endpoint (fast-check): malformed JSON, wrong content
 * types, missing and extra fields, very long strings, unicode edge cases (RTL marks, zero-width
 * joiners, NUL, lone surrogates), numbers and arrays where strings belong, ids no integer column
 * holds (in bodies and in the path), nested values, nesting thousands of levels deep that still
 * fits the size limit, bodies over the limit. (wrongTypes.test.ts sends valid bodies with one field
 * of a wrong type to every public endpoint.)
 * Whatever arrives, the answer is never a 5xx; a 4xx carries a message and stores nothing. Admin
 * routes are fuzzed signed in and same-site, so the input reaches their validation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { freshDatabase, totalRows, type TestDatabase } from '@/test/db';
import { signIn } from '@/test/admin';

jest.setTimeout(240_000);

// Handlers run here outside Next's request scope; "Leave preview" ends draft mode through it.
jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

const API_DIR = path.join(__dirname, '..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const endpoints = routeFiles(API_DIR).flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  const relative = path.relative(API_DIR, path.dirname(file));
  return METHODS.filter((m) => typeof mod[m] === 'function').map((method) => ({
    name: `${method} /api/v1/${relative}`,
    method,
    relative,
    admin: relative.startsWith('admin') || relative.startsWith('product'),
    handler: mod[method] as Handler,
  }));
});

let testDb: TestDatabase;
let cookie = '';
let dataDir: string;
let inputs = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  cookie = (await signIn(testDb.db)).cookie;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-fuzz-'));
  process.env.DATA_DIR = dataDir;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  console.log(`fuzz: ${inputs} inputs tried on ${endpoints.length} endpoints, no 5xx`);
});

const weird = fc.constantFrom(
  '\u200f\u202e', // right-to-left marks
  '\u200d\u200c', // zero-width joiners
  '\u0000',
  '\ud800', // a lone surrogate
  '😀🇦🇪',
  'مرحبا بالعالم',
  "' OR 1=1; --",
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '',
  '   ',
);
/** Ids no integer column holds (PostgreSQL's is 32 bits), and 0 and below. */
const outOfRangeId = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, 1e21, 0, -1, -(2 ** 31) - 1),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), weird, fc.string({ minLength: 5000, maxLength: 20_000 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    outOfRangeId,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
}));
const FIELDS = [
  'name',
  'email',
  'company',
  'service',
  'message',
  'firstName',
  'lastName',
  'phoneNumber',
  'dob',
  'qualification',
  'consent',
  'jobId',
  'contact',
  'password',
  'confirmPassword',
  'code',
  'resetToken',
  'title',
  'caption',
  'description',
  'date',
  'published',
  'ids',
  'subproductname',
  'subproductdescription',
  'category',
  'details',
  'description2',
  'teaser',
  'body',
  'publishedAt',
  'experience',
  'location',
  'enquiryEmail',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'linkedinUrl',
  'whatsappNumber',
  'read',
  'website',
  'kind',
  'lines',
  'productId',
  'quantity',
  'unit',
  'country',
  'incoterm',
  'shippingAddress',
  'applicationIds',
  'certificationIds',
];
const objectBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), value, {
  maxKeys: 8,
});

/** What a 64 KB body must stay under to be a legal size (ENQUIRY_MAX_BYTES and readJson's default). */
const LEGAL_BYTES = 60 * 1024;

/**
 * JSON nested thousands of levels deep yet under the size limit, written as text (JSON.stringify
 * itself would overflow on it): a repeated pattern of arrays and objects (one-key objects make
 * long key chains), with a leaf inside, bare or as the value of a form field.
 */
const deepJson = fc
  .record({
    pattern: fc.array(
      fc.oneof(
        fc.constant({ open: '[', close: ']' }),
        fc.constantFrom(...FIELDS, '', 'a').map((key) => ({ open: `{"${key}":`, close: '}' })),
        fc.constant({ open: '[1,', close: ']' }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    depth: fc.integer({ min: 100, max: 30_000 }),
    leaf: fc.constantFrom('1', '"x"', 'null', '[]', '{}', '"\\u0000"', '"\\ud800"'),
    field: fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
  })
  .map(({ pattern, depth, leaf, field }) => {
    const [head, tail] = field ? [`{"${field}":`, '}'] : ['', ''];
    const perLevel = pattern.reduce((n, p) => n + p.open.length + p.close.length, 0) / pattern.length;
    const levels = Math.min(depth, Math.floor((LEGAL_BYTES - 64) / perLevel));
    const opens: string[] = [];
    const closes: string[] = [];
    for (let i = 0; i < levels; i++) {
      const level = pattern[i % pattern.length];
      opens.push(level.open);
      closes.push(level.close);
    }
    const text = `${head}${opens.join('')}${leaf}${closes.reverse().join('')}${tail}`;
    // A counterexample is reported by its shape, not by its 60 KB of brackets.
    const shown = `deep JSON, ${levels} levels in ${text.length} bytes: ${text.slice(0, 60)}…`;
    return { kind: 'json' as const, text, [fc.toStringMethod]: () => shown };
  });

type Body =
  | { kind: 'json'; text: string }
  | { kind: 'raw'; text: string; type: string }
  | { kind: 'form'; fields: [string, string][]; file?: Uint8Array }
  | { kind: 'huge' }
  | { kind: 'none' };
const body: fc.Arbitrary<Body> = fc.oneof(
  objectBody.map((o) => ({ kind: 'json' as const, text: JSON.stringify(o) })),
  fc
    .oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '12', 'true'))
    .map((t) => ({ kind: 'json' as const, text: t })),
  fc
    .tuple(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ),
    )
    .map(([t, type]) => ({ kind: 'raw' as const, text: t, type })),
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...FIELDS), text), { maxLength: 8 }),
      fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
    )
    .map(([fields, file]) => ({ kind: 'form' as const, fields, file })),
  deepJson,
  fc.constant({ kind: 'huge' as const }),
  fc.constant({ kind: 'none' as const }),
);
const idParam = fc.oneof(
  fc.constantFrom(
    '1',
    '3',
    '999999',
    '0',
    '-1',
    'abc',
    '1.5',
    '%00',
    '99999999999',
    '2147483648',
    '4294967296',
  ),
  fc.string({ maxLength: 12 }),
);

function requestFor(method: string, url: string, b: Body, ip: string): Request {
  const headers: Record<string, string> = {
    host: 'kinglife.test',
    origin: 'http://kinglife.test',
    cookie,
    'x-forwarded-for': ip,
  };
  let payload: BodyInit | undefined;
  if (method !== 'GET') {
    if (b.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = b.text;
    } else if (b.kind === 'raw') {
      headers['content-type'] = b.type;
      payload = b.text;
    } else if (b.kind === 'form') {
      const form = new FormData();
      for (const [k, v] of b.fields) form.append(k, v);
      if (b.file) form.append('image', new Blob([new Uint8Array(b.file)]), 'x.png');
      payload = form;
    } else if (b.kind === 'huge') {
      headers['content-type'] = 'application/json';
      payload = `{"message":"${'x'.repeat(21 * 1024 * 1024)}"}`;
    }
  }
  return new Request(`http://kinglife.test${url}`, { method, headers, body: payload });
}

it('finds the endpoints on disk', () => {
  expect(endpoints.length).toBeGreaterThan(10);
});

it.each(endpoints.map((e) => [e.name, e]))(
  '%s answers every input without a 5xx and stores nothing when it refuses',
  async (_name, endpoint) => {
    const runs = endpoint.relative === 'applications' || endpoint.relative === 'enquiries' ? 80 : 40;
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(body, idParam, async (b, id) => {
        inputs++;
        const before = await totalRows(testDb.db);
        const url = `/api/v1/${endpoint.relative.replace(/\[(\w+)\]/g, encodeURIComponent(id))}`;
        const params = Object.fromEntries(
          [...endpoint.relative.matchAll(/\[(\w+)\]/g)].map((m) => [m[1], id]),
        );
        const response = await endpoint.handler(requestFor(endpoint.method, url, b, `10.${++ip % 250}.0.1`), {
          params: Promise.resolve(params),
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          if (response.headers.get('content-type')?.includes('application/json')) {
            const answer = (await response.json()) as { message?: unknown };
            expect(typeof answer.message).toBe('string');
            expect((answer.message as string).length).toBeGreaterThan(5);
          }
          expect(await totalRows(testDb.db)).toBe(before);
        }
      }),
      { numRuns: runs },
    );
  },
);
