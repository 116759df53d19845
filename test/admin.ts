/**
 * Calling admin route handlers in Jest as the browser does: a signed-in staff member's cookie,
 * same-site Origin, JSON or multipart bodies with real image bytes, and a throw-away DATA_DIR for
 * the uploaded files.
 *
 *   const staff = await signIn(testDb.db);
 *   const res = await call(POST, staff.request('POST', '/api/v1/admin/services', { form: { name, image } }));
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sessionCookieName } from '../lib/auth/cookies';
import { createSession } from '../lib/auth/sessions';
import { createAdmin } from '../lib/auth/adminUsers';
import { createApplication } from '@/features/careers/applications';
import { expiredOutsideNext } from '../lib/data/cache';
import type { Database } from '../lib/db/connect';
import type { Role } from '../lib/auth/permissions';
import { freshDatabase, type TestDatabase } from './db';
import { sql } from 'drizzle-orm';

export const ORIGIN = 'http://kinglife.test';

export type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface Body {
  json?: unknown;
  /** Multipart fields: strings as text, Files as files. */
  form?: Record<string, string | File | undefined>;
  origin?: string;
}

export async function signIn(
  db: Database,
  email = `staff-${Math.random().toString(36).slice(2)}@kinglife.test`,
  role: Role = 'owner',
) {
  const user = await createAdmin(db, { email, passwordHash: 'x', role });
  const { token } = await createSession(db, user.id);
  const cookie = `${sessionCookieName()}=${token}`;
  return {
    user,
    cookie,
    request: (method: string, url: string, body: Body = {}) => request(method, url, { ...body, cookie }),
  };
}

export function request(
  method: string,
  url: string,
  { json, form, origin = ORIGIN, cookie }: Body & { cookie?: string } = {},
) {
  const headers: Record<string, string> = { host: 'kinglife.test', origin };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) if (value !== undefined) data.set(name, value);
    body = data;
  }
  return new Request(`${ORIGIN}${url}`, { method, headers, body });
}

/** Runs a handler with its route params, as Next would. */
export function call(handler: Handler, req: Request, params: Record<string, string | number> = {}) {
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return handler(req, { params: Promise.resolve(stringParams) });
}

/**
 * A staff CSV export as the browser saves it: a 200 attachment named `<name>-<today>.csv`, UTF-8
 * with a BOM first, its first row `header`. Returns the response, the text decoded from the bytes
 * as they came (BOM kept: response.text() would drop it) and its rows after the BOM.
 */
export async function csvExport(
  handler: Handler,
  req: Request,
  { name, header }: { name: string; header: string },
) {
  const response = await call(handler, req);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const today = new Date().toISOString().slice(0, 10);
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}-${today}.csv"`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(header);
  return { response, text, lines };
}

/** A job opening as the Careers dialog sends it (JSON). */
export const OPENING = {
  title: 'Botanical Buyer',
  experience: '3-5 yrs',
  qualification: 'B.Sc. Botany',
  location: 'Fujairah',
  description: 'Sourcing trips to growers.\n\n- Audit farms\n- Negotiate seasons',
};

/** A refusal of the form: a 400 whose field messages are exactly `fields`. */
export async function expectFieldErrors(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect((await response.json()).fields).toEqual(fields);
}

/** An answer that must have `status`: its JSON body. */
export async function jsonOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return response.json();
}

/** A picture's alt texts as a dialog sends them for its `image` field (both languages required). */
export const IMAGE_ALTS = {
  imageAlt: 'Dried leaves on a drying rack',
  imageAltAr: 'أوراق مجففة على رف تجفيف',
};

/** The product dialog's: its picture and the two detail pictures, described. */
export const PRODUCT_ALTS = {
  subproductimageAlt: 'An amber bottle of leaf oil beside fresh leaves',
  subproductimageAltAr: 'زجاجة كهرمانية من زيت الأوراق بجانب أوراق طازجة',
  detailimage1Alt: 'Leaves spread out to dry',
  detailimage1AltAr: 'أوراق مفرودة لتجف',
  detailimage2Alt: 'Drums ready to ship',
  detailimage2AltAr: 'براميل جاهزة للشحن',
};

/** A real image of a given format, as the browser would send it (name and declared type as given). */
export async function imageFile(
  name: string,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  size = { width: 48, height: 32 },
  type = `image/${format}`,
): Promise<File> {
  const bytes = await sharp({
    create: { ...size, channels: 3, background: { r: 217, g: 154, b: 43 } },
  })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type });
}

/** An application for `job` with its résumé stored, as the public form leaves it; returns its id. */
export async function applyWithResume(
  job: { id: number; title: string },
  [firstName, lastName]: [string, string],
  resume: { bytes: Uint8Array; mimeType: string; ext: string },
): Promise<number> {
  const { application } = await createApplication(
    {
      firstName,
      lastName,
      email: 'cv@example.com',
      phoneNumber: '0501234567',
      dob: '1990-01-01',
      qualification: 'B.Sc.',
      consent: true,
      jobId: job.id,
    },
    job,
    { ...resume, originalName: `upload.${resume.ext}` },
    'en',
    { ip: null, source: null },
  );
  return application.id;
}

/** A throw-away DATA_DIR for the files a test uploads; returns its path and a clean-up. */
export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-admin-'));
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  return {
    dir,
    uploads: (...parts: string[]) => path.join(dir, 'uploads', ...parts),
    restore() {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A picture a content item no longer shows (replaced, or the item deleted): retired, not removed,
 * because a version in its History (or the Trash) still shows it; the clean-up removes it later.
 */
export async function expectRetired(db: Database, uploads: (key: string) => string, key: string) {
  expect(fs.existsSync(uploads(key))).toBe(true);
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM retired_files r JOIN uploaded_files f USING (key) WHERE r.key = ${key}`,
  );
  expect(rows[0].n).toBe(1);
}

/** What an admin dialog sends: multipart fields, or JSON. */
type Sent<K extends 'form' | 'json'> = K extends 'form' ? NonNullable<Body['form']> : unknown;

/**
 * The frame of an admin route test file: a throw-away upload folder, a fresh seeded database with
 * a signed-in Owner (`email` to name them), and the record of expired tags emptied before each test.
 * A file's own beforeAll, registered after this call, runs after the frame is up.
 *
 *   const bed = adminTestBed();   // then bed.testDb, bed.staff, bed.data in the tests
 *   const { create, patch, publish, remove } = bed.calls(URL, 'form', { POST, PATCH, PUBLISH, DELETE });
 */
export function adminTestBed({ email }: { email?: string } = {}) {
  const bed = {
    testDb: undefined as unknown as TestDatabase,
    staff: undefined as unknown as Awaited<ReturnType<typeof signIn>>,
    data: undefined as unknown as ReturnType<typeof tempDataDir>,

    /**
     * A collection's calls as the staff member makes them: create (POST `url`), patch (PATCH
     * `url`/id), publish (PUT `url`/id/published, JSON) and remove (DELETE `url`/id), with the
     * handler of each; `kind` is how its dialog sends the item (multipart or JSON).
     */
    calls<K extends 'form' | 'json'>(
      url: string,
      kind: K,
      handlers: { POST?: Handler; PATCH?: Handler; PUBLISH?: Handler; DELETE?: Handler },
    ) {
      const handler = (method: keyof typeof handlers) => {
        const found = handlers[method];
        if (!found) throw new Error(`no ${method} handler given for ${url}`);
        return found;
      };
      return {
        create: (body: Sent<K>) => call(handler('POST'), bed.staff.request('POST', url, { [kind]: body })),
        patch: (id: number | string, body: Sent<K>) =>
          call(handler('PATCH'), bed.staff.request('PATCH', `${url}/${id}`, { [kind]: body }), { id }),
        publish: (id: number | string, json: unknown) =>
          call(handler('PUBLISH'), bed.staff.request('PUT', `${url}/${id}/published`, { json }), { id }),
        remove: (id: number | string) =>
          call(handler('DELETE'), bed.staff.request('DELETE', `${url}/${id}`), { id }),
      };
    },
  };
  beforeAll(async () => {
    bed.data = tempDataDir();
    bed.testDb = await freshDatabase({ seeded: true });
    bed.staff = await signIn(bed.testDb.db, email);
  });
  afterAll(async () => {
    await bed.testDb.drop();
    bed.data.restore();
  });
  beforeEach(() => {
    expiredOutsideNext.length = 0;
  });
  return bed;
}
