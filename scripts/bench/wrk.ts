/** Load from a second process (wrk, from Debian's packages), for bench:load, bench:cdn and the fault suite. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { median } from './common';

export const CONNECTIONS = 32;

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
}

function latencyMs(out: string, percent: string): number {
  const match = new RegExp(`${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
  return match ? Number(match[1]) * (match[2] === 'us' ? 0.001 : match[2] === 's' ? 1000 : 1) : NaN;
}

/** One wrk run; asynchronous, so a server's memory can be sampled while it runs. */
export async function wrk(
  url: string,
  seconds: number,
  {
    script,
    headers = {},
    connections = CONNECTIONS,
  }: { script?: string; headers?: Record<string, string>; connections?: number } = {},
): Promise<WrkResult> {
  const args = [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...(script ? ['-s', script] : []),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const { stdout: out } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const statuses: Record<string, number> = {};
  for (const [, code, n] of out.matchAll(/status (\d{3}): (\d+)/g)) statuses[code] = Number(n);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (non2xx) statuses.non2xx = Number(non2xx[1]);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: latencyMs(out, '50'),
    p99Ms: latencyMs(out, '99'),
    statuses,
  };
}

/** Medians of three runs of `seconds` each. */
export async function threeRuns(
  url: string,
  seconds: number,
  headers?: Record<string, string>,
): Promise<{ rps: number; p50Ms: number; p99Ms: number }> {
  const runs: WrkResult[] = [];
  for (let i = 0; i < 3; i++) runs.push(await wrk(url, seconds, { headers }));
  return {
    rps: median(runs.map((r) => r.rps)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
  };
}
