/**
 * @jest-environment node
 *
 * Every staff route × every role × every method it answers, against the permission map
 * (lib/auth/permissions.ts): outside the role, 403 and nothing read or changed; inside it, the
 * route's own answer. And the map itself, as the roles were defined.
 */
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../../../test/db';
import { tempDataDir } from '@/test/admin';
import { paramsFor, SAFE, staffRoutes, urlFor } from '@/test/adminRoutes';
import { sessionCookieName } from '@/lib/auth/cookies';
import { mayOpen } from '@/features/admin/screenAccess';
import { apiArea, mayCall, ROLES, type Role } from '@/lib/auth/permissions';
import { createSession } from '@/lib/auth/sessions';
import { createAdmin } from '@/lib/auth/adminUsers';
import { adminNav } from '@/content/admin';

// The preview route turns on Next's draft mode, which needs Next's request scope: here, a stand-in.
jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

let testDb: TestDatabase;
const cookies = {} as Record<Role, string>;
/** The Owner's calls write files (uploads, the mail of a reset): into a throw-away folder. */
let data: ReturnType<typeof tempDataDir>;

beforeAll(async () => {
  data = tempDataDir();
  testDb = await freshDatabase({ seeded: true });
  for (const role of ROLES) {
    const user = await createAdmin(testDb.db, { email: `${role}@kinglife.test`, passwordHash: 'x', role });
    cookies[role] = `${sessionCookieName()}=${(await createSession(testDb.db, user.id)).token}`;
  }
});
afterAll(async () => {
  await testDb.drop();
  data.restore();
});

function requestAs(role: Role, file: string, method: string) {
  return new Request(urlFor(file), {
    method,
    headers: {
      host: 'kinglife.test',
      origin: 'http://kinglife.test',
      'content-type': 'application/json',
      cookie: cookies[role],
    },
    body: SAFE.has(method) ? undefined : '{}',
  });
}

/** What a refused request could have changed: the rows of every table staff edit, and the settings. */
async function everything(): Promise<string> {
  const { rows } = await testDb.db.execute(sql`
    SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_categories) AS categories,
           (SELECT count(*) FROM services) AS services, (SELECT count(*) FROM jobs) AS jobs,
           (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM blog_posts) AS posts,
           (SELECT count(*) FROM blog_categories) AS blog_categories,
           (SELECT json_agg(a ORDER BY a.id) FROM product_applications a) AS applications,
           (SELECT json_agg(c ORDER BY c.id) FROM product_certifications c) AS certifications,
           (SELECT count(*) FROM enquiries WHERE read_at IS NOT NULL) AS read_enquiries,
           (SELECT count(*) FROM enquiries WHERE status <> 'new') AS moved_requests,
           (SELECT max(updated_at) FROM products) AS products_at, (SELECT max(updated_at) FROM jobs) AS jobs_at,
           (SELECT row_to_json(s) FROM site_settings s) AS settings`);
  return JSON.stringify(rows);
}

it('names every staff route in the permission map', () => {
  const unnamed = staffRoutes.filter(([, , file]) => apiArea(new URL(urlFor(file)).pathname) === undefined);
  expect(unnamed.map(([route]) => route)).toEqual([]);
});

it('gives each role the parts of the admin the roles were defined with', () => {
  const screens = (role: Role) =>
    adminNav.filter((item) => mayOpen(role, item.screen)).map((item) => item.screen);
  expect(screens('owner')).toEqual([
    'home',
    'products',
    'services',
    'career',
    'enquiry',
    'general',
    'blogs',
    'accounts',
    'trash',
    'audit',
    'speed',
  ]);
  expect(screens('editor')).toEqual(['home', 'products', 'services', 'blogs', 'trash', 'speed']);
  expect(screens('hr')).toEqual(['home', 'career', 'trash']);
  expect(screens('sales')).toEqual(['home', 'enquiry']);
  const api = (role: Role, path: string) => mayCall(role, `/api/v1/admin/${path}`);
  expect(ROLES.filter((role) => api(role, 'settings'))).toEqual(['owner']);
  expect(ROLES.filter((role) => api(role, 'accounts/3/reset'))).toEqual(['owner']);
  expect(ROLES.filter((role) => api(role, 'banner'))).toEqual(['owner', 'editor']);
  expect(ROLES.filter((role) => api(role, 'applications/3/resume'))).toEqual(['owner', 'hr']);
  expect(ROLES.filter((role) => api(role, 'enquiries/export'))).toEqual(['owner', 'sales']);
  expect(ROLES.filter((role) => api(role, 'audit/export'))).toEqual(['owner']);
  expect(ROLES.filter((role) => api(role, 'speed'))).toEqual(['owner', 'editor']);
  expect(ROLES.filter((role) => api(role, 'history/jobs/3'))).toEqual(['owner', 'hr']);
  expect(ROLES.filter((role) => api(role, 'trash/products/3/restore'))).toEqual(['owner', 'editor']);
  expect(ROLES.filter((role) => api(role, 'history/accounts/3'))).toEqual(['owner']);
  expect(ROLES.filter((role) => api(role, 'preview/blog-posts/3'))).toEqual(['owner', 'editor']);
  expect(ROLES.filter((role) => api(role, 'preview/jobs/3'))).toEqual(['owner', 'hr']);
  expect(ROLES.filter((role) => api(role, 'drafts/products/3'))).toEqual(['owner', 'editor']);
  expect(ROLES.filter((role) => api(role, 'drafts/jobs/3'))).toEqual(['owner', 'hr']);
  expect(ROLES.filter((role) => api(role, 'trash'))).toEqual(ROLES);
  expect(ROLES.filter((role) => api(role, 'overview'))).toEqual(ROLES);
  expect(ROLES.filter((role) => api(role, 'something-new'))).toEqual(['owner']);
  expect(ROLES.filter((role) => mayCall(role, '/api/v1/product/create'))).toEqual(['owner', 'editor']);
});

it('walks the product lists with a real kind of list, so each answers with its own handler', async () => {
  const lists = staffRoutes.filter(([route]) => route.startsWith('admin/product-lists'));
  expect(lists.map(([route, method]) => `${method} ${route}`).sort()).toEqual([
    'DELETE admin/product-lists/[kind]/[id]/certificate/route.ts',
    'DELETE admin/product-lists/[kind]/[id]/route.ts',
    'GET admin/product-lists/[kind]/route.ts',
    'PATCH admin/product-lists/[kind]/[id]/route.ts',
    'POST admin/product-lists/[kind]/[id]/certificate/route.ts',
    'POST admin/product-lists/[kind]/route.ts',
  ]);
  const [, , file, handler] = lists.find(([, method]) => method === 'GET')!;
  expect(urlFor(file)).toBe('http://kinglife.test/api/v1/admin/product-lists/applications');
  const response = await handler(requestAs('editor', file, 'GET'), paramsFor(file));
  expect(response.status).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
});

it.each(staffRoutes)('%s %s answers each role as the map says', async (_route, method, file, handler) => {
  for (const role of ROLES) {
    const allowed = mayCall(role, new URL(urlFor(file)).pathname);
    const before = allowed ? '' : await everything();
    const response = await handler(requestAs(role, file, method), paramsFor(file));
    if (allowed) {
      expect({ role, status: response.status }).not.toEqual({ role, status: 403 });
    } else {
      expect({ role, status: response.status }).toEqual({ role, status: 403 });
      expect((await response.json()).error).toBe('forbidden_role');
      expect(await everything()).toBe(before);
    }
  }
});
