/**
 * Every field of every public endpoint, one at a time, given a value of the wrong type inside an
 * otherwise valid body (fast-check): booleans, null, arrays and objects anywhere; numbers where
 * text belongs; numeric text with spaces, exponents, signs or other bases and ids no integer column
 * holds where a number belongs. Each is refused with a 4xx that says why, and nothing is stored
 * (no request, line, mail, session or code). Each valid body is first shown to be accepted and
 * stored, so a refusal is the wrong field's doing.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { tempDataDir } from '@/test/admin';
import { freshDatabase, totalRows, type TestDatabase } from '@/test/db';
import { minimalPdf } from '@/test/documents';
import { APPLICANT } from '@/test/publicForm';
import { hashPassword } from '@/lib/auth/passwords';
import { createAdmin } from '@/lib/auth/adminUsers';
import { createDocument } from '@/features/documents/data';
import { jobs, rateLimits } from '@/lib/db/schema';
import { POST as apply } from '../applications/route';
import { POST as secondStep } from '../auth/login/two-factor/route';
import { POST as login } from '../auth/login/route';
import { POST as resetRequest } from '../auth/password/request/route';
import { POST as resetPassword } from '../auth/password/reset/route';
import { POST as verifyCode } from '../auth/password/verify/route';
import { POST as askForDocument } from '../documents/[id]/request/route';
import { POST as enquire } from '../enquiries/route';
import { POST as requestQuote } from '../quote-requests/route';
import { POST as beacon } from '../vitals/route';

jest.setTimeout(240_000);

const ORIGIN = 'http://kinglife.test';
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let testDb: TestDatabase;
let data: ReturnType<typeof tempDataDir>;
let jobId = 0;
let documentId = 0;
let ip = 0;

beforeAll(async () => {
  data = tempDataDir();
  testDb = await freshDatabase({ seeded: true });
  [{ id: jobId }] = await testDb.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.published, true))
    .limit(1);
  const file = new File([new Uint8Array(minimalPdf('Safety data sheet'))], 'sds.pdf', {
    type: 'application/pdf',
  });
  documentId = (await createDocument(2, {
    type: 'sds',
    language: 'en',
    revisionDate: '2025-12-10',
    access: 'request',
    file,
  }))!.id;
  await createAdmin(testDb.db, {
    email: 'types@kinglife.test',
    passwordHash: await hashPassword('right-password'),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  await testDb.drop();
  data.restore();
});
beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

// ------------------------------------------------------------------ wrong values by kind of field

const structure = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.string({ maxLength: 6 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 2,
  }),
);
/** Text that `Number()` reads as a number, but no form's field holds. */
const looseNumber = fc.oneof(
  fc.constantFrom(' 5', '5 ', '\t8', '1e3', '1E2', '5e0', '0x10', '0b11', '0o7', '+5', '-5', '5.', '.5'),
  fc.constantFrom('Infinity', 'NaN', '5,5', '1_000', '٥', '５', '8\n'),
  fc.integer({ min: 1, max: 500 }).map((n) => ` ${n} `),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}e${n % 3}`),
);
/** Ids no integer column holds (PostgreSQL's is 32 bits), and 0 and below. */
const outOfRangeId = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 0, -1, 2.5),
);

const WRONG = {
  /** A text field: anything but text. */
  text: fc.oneof(structure, fc.integer(), fc.double()),
  /** A field of a fixed list of words: anything but text. */
  choice: fc.oneof(structure, fc.integer()),
  /** An id sent as a JSON number. */
  id: fc.oneof(structure, looseNumber, outOfRangeId, fc.integer({ min: 1, max: 20 }).map(String)),
  /** An amount: a number, or its digits as a form types them. */
  amount: fc.oneof(structure, looseNumber, fc.constantFrom(1e21, -2, 0, Number.MAX_VALUE)),
  /** An id as multipart text. */
  idText: fc.oneof(looseNumber, outOfRangeId.map(String), fc.constantFrom('true', '[8]', '{}', '')),
  /** A yes/no as multipart text: only 'true' consents. */
  consentText: fc.constantFrom('yes', 'on', '1', 'TRUE', ' true', 'false', ''),
  /** A measured number (a beacon's reading): a JSON number, never text, and within a clock's range. */
  reading: fc.oneof(
    structure,
    looseNumber,
    fc.integer({ min: 1, max: 5000 }).map(String),
    fc.constantFrom(-1, 1e12),
  ),
  /** A group of fields: anything but an object. */
  group: fc.oneof(
    fc.boolean(),
    fc.constant(null),
    fc.integer(),
    fc.string({ maxLength: 6 }),
    fc.array(fc.integer()),
  ),
  /** A list: anything but a list. */
  list: fc.oneof(fc.boolean(), fc.constant(null), fc.integer(), fc.string({ maxLength: 6 }), fc.object()),
};
type Kind = keyof typeof WRONG;

// ------------------------------------------------------------------ the endpoints

interface Endpoint {
  handler: Handler;
  url: string;
  params?: Record<string, string>;
  /** A valid body, and the kind of each field that may be made wrong (dotted paths into it). */
  body: () => Record<string, unknown>;
  fields: Record<string, Kind>;
  multipart?: boolean;
  /** Whether the valid body is accepted and stored (false where it needs state a test cannot give). */
  stores: boolean;
}

const quoteLine = { productId: 3, quantity: '500', unit: 'kg', packaging: '25 kg fibre drum' };
const buyer = {
  company: 'Rheinfeld Gewürz GmbH',
  name: 'Hans Becker',
  email: 'hans.types@example.com',
  phone: '+49 221 555 0101',
  country: 'DE',
  message: 'Regular volumes from Q3.',
};
const lineFields = (prefix: string): Record<string, Kind> => ({
  [`${prefix}.productId`]: 'id',
  [`${prefix}.quantity`]: 'amount',
  [`${prefix}.unit`]: 'choice',
});

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/v1/enquiries': {
    handler: enquire as Handler,
    url: '/api/v1/enquiries',
    body: () => ({
      name: 'Hans',
      email: 'hans@example.com',
      company: 'Rheinfeld',
      service: 'Purchase',
      message: 'A quote, please.',
    }),
    fields: { name: 'text', email: 'text', company: 'text', service: 'choice', message: 'text' },
    stores: true,
  },
  'POST /api/v1/quote-requests (a quote)': {
    handler: requestQuote as Handler,
    url: '/api/v1/quote-requests',
    body: () => ({
      kind: 'quote',
      lines: [{ ...quoteLine }, { productId: 7, quantity: 2.5, unit: 'MT' }],
      ...buyer,
      incoterm: 'CIF',
      deliveryMonth: '',
    }),
    fields: {
      kind: 'choice',
      lines: 'list',
      ...lineFields('lines.0'),
      'lines.0.packaging': 'text',
      ...lineFields('lines.1'),
      company: 'text',
      name: 'text',
      email: 'text',
      phone: 'text',
      country: 'choice',
      message: 'text',
      incoterm: 'choice',
      deliveryMonth: 'text',
    },
    stores: true,
  },
  'POST /api/v1/quote-requests (a sample request)': {
    handler: requestQuote as Handler,
    url: '/api/v1/quote-requests',
    body: () => ({
      kind: 'sample',
      lines: [{ productId: 5, quantity: 100, unit: 'g' }],
      ...buyer,
      shippingAddress: '12 Marina Road\nLagos 101241',
    }),
    fields: { kind: 'choice', lines: 'list', ...lineFields('lines.0'), shippingAddress: 'text' },
    stores: true,
  },
  'POST /api/v1/documents/[id]/request': {
    handler: askForDocument as Handler,
    url: '/api/v1/documents/ID/request',
    body: () => ({ name: 'Layla Haddad', company: 'Gulf Flavours FZE', email: 'layla@gulfflavours.ae' }),
    fields: { name: 'text', company: 'text', email: 'text' },
    stores: true,
  },
  'POST /api/v1/applications': {
    handler: apply as Handler,
    url: '/api/v1/applications',
    multipart: true,
    body: () => ({ ...APPLICANT, jobId: String(jobId) }),
    fields: { jobId: 'idText', consent: 'consentText' },
    stores: true,
  },
  'POST /api/v1/vitals': {
    handler: beacon as Handler,
    url: '/api/v1/vitals',
    body: () => ({
      page: 'product',
      locale: 'en',
      device: 'phone',
      connection: '4g',
      vitals: { LCP: 1830, INP: 96, CLS: 0.02, FCP: 1100, TTFB: 240 },
    }),
    fields: {
      page: 'choice',
      locale: 'choice',
      device: 'choice',
      connection: 'choice',
      vitals: 'group',
      'vitals.LCP': 'reading',
      'vitals.INP': 'reading',
      'vitals.CLS': 'reading',
      'vitals.FCP': 'reading',
      'vitals.TTFB': 'reading',
    },
    stores: true,
  },
  'POST /api/v1/auth/login': {
    handler: login as Handler,
    url: '/api/v1/auth/login',
    body: () => ({ contact: 'types@kinglife.test', password: 'right-password' }),
    fields: { contact: 'text', password: 'text' },
    stores: true,
  },
  'POST /api/v1/auth/password/request': {
    handler: resetRequest as Handler,
    url: '/api/v1/auth/password/request',
    body: () => ({ contact: 'types@kinglife.test' }),
    fields: { contact: 'text' },
    stores: true,
  },
  'POST /api/v1/auth/password/verify': {
    handler: verifyCode as Handler,
    url: '/api/v1/auth/password/verify',
    body: () => ({ contact: 'types@kinglife.test', code: '123456' }),
    fields: { contact: 'text', code: 'text' },
    stores: false,
  },
  'POST /api/v1/auth/password/reset': {
    handler: resetPassword as Handler,
    url: '/api/v1/auth/password/reset',
    body: () => ({ password: 'new-password', confirmPassword: 'new-password', resetToken: 'token' }),
    fields: { password: 'text', confirmPassword: 'text', resetToken: 'text' },
    stores: false,
  },
  'POST /api/v1/auth/login/two-factor': {
    handler: secondStep as Handler,
    url: '/api/v1/auth/login/two-factor',
    body: () => ({ code: '123456' }),
    fields: { code: 'text' },
    stores: false,
  },
};

function send(endpoint: Endpoint, body: Record<string, unknown>): Promise<Response> {
  const headers: Record<string, string> = {
    host: 'kinglife.test',
    origin: ORIGIN,
    'x-forwarded-for': `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.9`,
  };
  let payload: BodyInit;
  if (endpoint.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.set(name, String(value));
    form.set('resume', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf');
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const url = endpoint.url.replace('ID', String(documentId));
  return endpoint.handler(new Request(`${ORIGIN}${url}`, { method: 'POST', headers, body: payload }), {
    params: Promise.resolve({ id: String(documentId) }),
  });
}

/** `body` with the value at the dotted `path` replaced. */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  if (endpoint.stores) {
    it('accepts its valid body and stores it', async () => {
      const before = await totalRows(testDb.db);
      const response = await send(endpoint, endpoint.body());
      expect(response.status).toBeLessThan(300);
      expect(await totalRows(testDb.db)).toBeGreaterThan(before);
    });
  }

  it.each(Object.entries(endpoint.fields))(
    'refuses a wrong type in %s (%s) and stores nothing',
    async (path, kind) => {
      await fc.assert(
        fc.asyncProperty(WRONG[kind] as fc.Arbitrary<unknown>, async (wrong) => {
          const before = await totalRows(testDb.db);
          const response = await send(endpoint, withValue(endpoint.body(), path, wrong));
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as { message?: unknown };
          expect(typeof answer.message).toBe('string');
          expect(await totalRows(testDb.db)).toBe(before);
        }),
        { numRuns: 25 },
      );
    },
  );
});
