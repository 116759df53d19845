/**
 * @jest-environment node
 *
 * The contract names each API path once, with the methods its route file answers: every route
 * file under app/api is in it, and every entry of it has a route file exporting exactly its
 * methods.
 */
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '../contract';

const API_DIR = path.join(__dirname, '..', '..', '..', 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** app/api/v1/admin/jobs/[id]/route.ts → 'v1/admin/jobs/7' (the contract's path for id 7). */
function pathOf(file: string): string {
  const segments = path.relative(API_DIR, path.dirname(file)).split(path.sep);
  return segments.map((segment) => (/^\[.+\]$/.test(segment) ? '7' : segment)).join('/');
}

/** The methods a route file exports, read from its source (importing it would start the app's server code). */
function methodsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return METHODS.filter((method) =>
    new RegExp(`export (const|async function|function) ${method}\\b`).test(source),
  );
}

const fromFiles = new Map(routeFiles(API_DIR).map((file) => [pathOf(file), methodsOf(file)]));
const fromContract = new Map(
  Object.values(endpoints).map((entry) => {
    // Every path parameter as '7' (ids are numbers, a session's handle a string).
    const endpoint =
      typeof entry === 'function'
        ? (entry as (...params: (number | string)[]) => { path: string })(
            ...Array.from({ length: entry.length }, () => 7),
          )
        : entry;
    return [endpoint.path, METHODS.filter((method) => method in endpoint)];
  }),
);

it('has one entry per route file', () => {
  expect([...fromContract.keys()].sort()).toEqual([...fromFiles.keys()].sort());
  expect(fromContract.size).toBe(Object.keys(endpoints).length);
});

it.each([...fromContract])('%s answers the methods the contract names', (apiPath, methods) => {
  expect(fromFiles.get(apiPath)).toEqual(methods);
});
