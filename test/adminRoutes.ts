/**
 * Every staff-only route file (app/api/v1/admin/**, and the spec's POST v1/product/create), found
 * on disk so a route added later is checked without anyone listing it, with each method it exports:
 * for the sweeps that call every one (no session, another site, every role).
 */
import fs from 'node:fs';
import path from 'node:path';

const V1_DIR = path.join(__dirname, '..', 'app', 'api', 'v1');
/** The folders whose every route is staff-only. */
const STAFF_DIRS = [path.join(V1_DIR, 'admin'), path.join(V1_DIR, 'product')];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const SAFE = new Set(['GET', 'HEAD']);

export type Handler = (request: Request, context: unknown) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * What a path parameter is in the sweeps: '1', or for a kind a real one (of item in History and
 * Trash, of list in Products → Lists), so that each route gives its own answer.
 */
function sampleOf(param: string, parent?: string): string {
  if (param !== 'kind') return '1';
  return parent === 'product-lists' ? 'applications' : 'products';
}

/** /api/v1/admin/things/[id] → /api/v1/admin/things/1 */
export function urlFor(file: string): string {
  const relative = path.relative(V1_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
  const segments = relative
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s, i) => (/^\[.*\]$/.test(s) ? sampleOf(s.slice(1, -1), relative[i - 1]) : s));
  return `http://kinglife.test/api/v1/${segments.join('/')}`;
}

export function paramsFor(file: string) {
  const params: Record<string, string | string[]> = {};
  const segments = path.relative(V1_DIR, file).split(path.sep);
  segments.forEach((segment, i) => {
    const match = /^\[(\.\.\.)?(.+)\]$/.exec(segment);
    if (match) params[match[2]] = match[1] ? ['1'] : sampleOf(match[2], segments[i - 1]);
  });
  return { params: Promise.resolve(params) };
}

export const staffRouteFiles = STAFF_DIRS.flatMap(routeFiles);

/** [route file relative to app/api/v1, method, file, handler] for every method of every staff route. */
export const staffRoutes = staffRouteFiles.flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  return METHODS.filter((m) => typeof mod[m] === 'function').map(
    (method) => [path.relative(V1_DIR, file), method, file, mod[method] as Handler] as const,
  );
});
