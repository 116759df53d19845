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
type Entry =
  { path: string } | ((...params: (number | string)[]) => { path: string }) | { [part: string]: Entry };

/** An entry's endpoints: itself, or each of a group's (a collection's list, item and Publish). */
function endpointsOf(entry: Entry): { path: string }[] {
  // Every path parameter as '7' (ids are numbers, a session's handle a string).
  if (typeof entry === 'function') return [entry(...Array.from({ length: entry.length }, () => 7))];
  if (typeof entry.path === 'string') return [entry as { path: string }];
  return Object.values(entry as Record<string, Entry>).flatMap(endpointsOf);
}

const contractEndpoints = Object.values(endpoints as unknown as Record<string, Entry>).flatMap(endpointsOf);
const fromContract = new Map(
  contractEndpoints.map((endpoint) => [endpoint.path, METHODS.filter((method) => method in endpoint)]),
);

it('has one entry per route file', () => {
  expect([...fromContract.keys()].sort()).toEqual([...fromFiles.keys()].sort());
  expect(fromContract.size).toBe(contractEndpoints.length);
});

it.each([...fromContract])('%s answers the methods the contract names', (apiPath, methods) => {
  expect(fromFiles.get(apiPath)).toEqual(methods);
});
