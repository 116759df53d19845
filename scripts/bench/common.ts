/**
 * What the bench scripts share: Chromium as the tests start it, the framework's floor (a minimal
 * Next app of the same version, built and served beside the site), medians.
 *
 * The floor is copied out of the project before it is built: inside it, Next would pick up the
 * site's own proxy.ts and instrumentation.ts from the project root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export function siteUrl(): string {
  return (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface Served {
  url: string;
  stop(): Promise<void>;
}

/** Builds (once per run) and serves the floor app; its single page is at `${url}/`. */
export async function serveFloor(): Promise<Served> {
  const root = process.cwd();
  const dir = path.join(os.tmpdir(), 'kinglife-bench-floor');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.cp(path.join(root, 'bench', 'floor'), dir, { recursive: true });
  // Hard links: the same packages (the same `next`) without copying them.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const next = path.join(dir, 'node_modules', '.bin', 'next');
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  execFileSync(next, ['build'], { cwd: dir, env, stdio: 'ignore' });
  const port = await freePort();
  const child: ChildProcess = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url);
  return {
    url,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (existsSync(dir)) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
