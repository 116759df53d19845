/**
 * @jest-environment node
 *
 * Every staff route × every role × every method it answers, against the area the route declares
 * (adminRoute; lib/auth/permissions.ts): outside the role, 403 and nothing read or changed; inside
 * it, the route's own answer. The matrix in PERMISSIONS.md is the one the routes declare, and it
 * is what the roles were defined with.
 */
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../../../test/db';
import { tempDataDir } from '@/test/admin';
import fs from 'node:fs';
import { paramsFor, permissionMatrix, PERMISSIONS_FILE, SAFE, staffRoutes, urlFor } from '@/test/adminRoutes';
import { sessionCookieName } from '@/lib/auth/cookies';
import { ADMIN_SCREENS, mayOpen } from '@/features/admin/screens';
import { mayUse, ROLES, type Role } from '@/lib/auth/permissions';
import { createSession } from '@/lib/auth/sessions';
import { createAdmin } from '@/lib/auth/adminUsers';

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

it('has every staff route declare its area, and PERMISSIONS.md is the matrix they declare', () => {
  const undeclared = staffRoutes.filter(([, , , handler]) => handler.area === undefined);
  expect(undeclared.map(([route, method]) => `${method} ${route}`)).toEqual([]);
  expect(fs.readFileSync(PERMISSIONS_FILE, 'utf8')).toBe(permissionMatrix());
});

it('gives each role the parts of the admin the roles were defined with', () => {
  const screens = (role: Role) =>
    ADMIN_SCREENS.filter((item) => mayOpen(role, item.screen)).map((item) => item.screen);
  expect(screens('owner')).toEqual([
    'home',
    'products',
    'services',
    'events',
    'career',
    'enquiry',
    'general',
    'blogs',
    'translations',
    'redirects',
    'webhooks',
    'accounts',
    'trash',
    'personal-data',
    'audit',
    'speed',
  ]);
  expect(screens('editor')).toEqual([
    'home',
    'products',
    'services',
    'events',
    'blogs',
    'translations',
    'redirects',
    'trash',
    'speed',
  ]);
  expect(screens('hr')).toEqual(['home', 'career', 'translations', 'trash', 'personal-data']);
  expect(screens('sales')).toEqual(['home', 'enquiry']);
  // Who may call a route, as it declares (`route` as under app/api/v1, with the kind of an item's routes).
  const api = (route: string, method = 'GET', kind?: string) => {
    const found = staffRoutes.find(([file, verb]) => file === `${route}/route.ts` && verb === method);
    if (!found) throw new Error(`no ${method} ${route}`);
    return ROLES.filter((role) => mayUse(role, found[3].area!, kind ? { kind } : {}));
  };
  expect(api('admin/settings')).toEqual(['owner']);
  expect(api('admin/tasks')).toEqual(['owner']);
  expect(api('admin/accounts/[id]/reset', 'POST')).toEqual(['owner']);
  expect(api('admin/banner')).toEqual(['owner', 'editor']);
  expect(api('admin/events', 'POST')).toEqual(['owner', 'editor']);
  expect(api('admin/applications/[id]/resume')).toEqual(['owner', 'hr']);
  expect(api('admin/enquiries/export')).toEqual(['owner', 'sales']);
  expect(api('admin/enquiries/[id]/status', 'PUT')).toEqual(['owner', 'sales']);
  expect(api('admin/enquiries/[id]/files/[stepId]')).toEqual(['owner', 'sales']);
  expect(api('admin/audit/export')).toEqual(['owner']);
  // A person's data: HR finds and exports (applications only: the route narrows it), an Owner erases.
  expect(api('admin/personal-data', 'POST')).toEqual(['owner', 'hr']);
  expect(api('admin/personal-data/export', 'POST')).toEqual(['owner', 'hr']);
  expect(api('admin/personal-data/erasure', 'POST')).toEqual(['owner']);
  expect(api('admin/speed')).toEqual(['owner', 'editor']);
  expect(api('admin/history/[kind]/[id]', 'GET', 'jobs')).toEqual(['owner', 'hr']);
  expect(api('admin/trash/[kind]/[id]/restore', 'POST', 'products')).toEqual(['owner', 'editor']);
  expect(api('admin/history/[kind]/[id]', 'GET', 'accounts')).toEqual(['owner']);
  expect(api('admin/preview/[kind]/[id]', 'GET', 'blog-posts')).toEqual(['owner', 'editor']);
  expect(api('admin/preview/[kind]/[id]', 'GET', 'jobs')).toEqual(['owner', 'hr']);
  expect(api('admin/drafts/[kind]/[id]', 'DELETE', 'products')).toEqual(['owner', 'editor']);
  expect(api('admin/drafts/[kind]/[id]', 'DELETE', 'jobs')).toEqual(['owner', 'hr']);
  expect(api('admin/trash')).toEqual(ROLES);
  expect(api('admin/overview')).toEqual(ROLES);
  // Each role is answered the kinds of its own areas (features/translations/kinds.ts).
  expect(api('admin/translations')).toEqual(ROLES);
  expect(api('product/create', 'POST')).toEqual(['owner', 'editor']);
  // Redirects are content; allowing a host off the site is an Owner's alone.
  expect(api('admin/redirects', 'POST')).toEqual(['owner', 'editor']);
  expect(api('admin/redirects/hosts', 'POST')).toEqual(['owner']);
  expect(api('admin/redirects/hosts/[id]', 'DELETE')).toEqual(['owner']);
  expect(api('admin/webhooks/[id]/test', 'POST')).toEqual(['owner']);
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
    const { params } = paramsFor(file);
    const allowed = mayUse(role, handler.area!, (await params) as Record<string, string>);
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
