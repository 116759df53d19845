/**
 * Every endpoint on disk with what it declares it takes (lib/http/input.ts): each exported method
 * of each route file under app/api and app/media, its handler, its declaration and, for staff
 * routes, its area. The contract's fuzz test reads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteSpec } from '@/lib/http/handler';
import type { RouteArea } from '@/lib/auth/permissions';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export interface EndpointOnDisk {
  /** 'POST /api/v1/admin/jobs/[id]' */
  name: string;
  method: Method;
  /** The path with its segments' names: '/api/v1/admin/jobs/[id]', '/media/[...key]'. */
  pattern: string;
  /** The segments' names, in order ('key' of '[...key]' too). */
  segments: string[];
  handler: Handler;
  /** What the route declares (undefined: it declares nothing, which the test refuses). */
  input: RouteSpec | undefined;
  area: RouteArea | undefined;
}

const ROOT = path.join(__dirname, '..', '..');
const DIRS = ['app/api', 'app/media'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export function endpointsOnDisk(): EndpointOnDisk[] {
  return DIRS.flatMap((dir) => routeFiles(path.join(ROOT, dir))).flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, unknown>;
    const pattern = `/${path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep).join('/')}`;
    const segments = [...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
    return METHODS.filter((method) => typeof mod[method] === 'function').map((method) => {
      const handler = mod[method] as Handler & { input?: RouteSpec; area?: RouteArea };
      return {
        name: `${method} ${pattern}`,
        method,
        pattern,
        segments,
        handler,
        input: handler.input,
        area: handler.area,
      };
    });
  });
}

/** The URL of `pattern` with each segment filled in (already decoded: the test encodes it). */
export function urlOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) =>
    String(params[name] ?? '')
      .split('/')
      .map(encodeURIComponent)
      .join('/'),
  );
}
