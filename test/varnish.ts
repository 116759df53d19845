/**
 * Debian's Varnish (with varnish-modules' xkey) on 127.0.0.1, running deploy/varnish/default.vcl
 * as it is but for the backend's port: for the tests (Jest's VCL test, the Playwright run) and
 * `npm run bench:cdn`. Its working folder is a fresh temporary one; it runs without a jail
 * (`-j none`), as an unprivileged varnish user could not read a checkout in root's home.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './serverProcess';

export const VCL_PATH = path.join(__dirname, '..', 'deploy', 'varnish', 'default.vcl');

/** The deploy VCL with its backend at `backendPort`. */
export function vclFor(backendPort: number): string {
  const vcl = fs.readFileSync(VCL_PATH, 'utf8');
  const port = /(backend default \{[^}]*?\.port = )"\d+"/;
  if (!port.test(vcl)) throw new Error(`${VCL_PATH}: no backend port to replace`);
  return vcl.replace(port, `$1"${backendPort}"`);
}

export interface VarnishServer {
  url: string;
  /** Its working folder (`varnishstat -n` reads its counters there). */
  workDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts varnishd in the foreground (with `vcl`, the deploy VCL by default); resolves once it answers. */
export async function startVarnish(
  port: number,
  backendPort: number,
  vcl = vclFor(backendPort),
): Promise<VarnishServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-varnish-'));
  const vclFile = path.join(dir, 'default.vcl');
  fs.writeFileSync(vclFile, vcl);
  const url = `http://127.0.0.1:${port}`;
  const { child, exited } = await startServerProcess(
    'varnishd (apt-get install varnish varnish-modules)',
    'varnishd',
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-s',
      'malloc,256m',
      '-T',
      'none',
    ],
    async () => {
      await fetch(`${url}/__varnish-up`, { method: 'PURGE', signal: AbortSignal.timeout(1000) });
      return true;
    },
  );
  return {
    url,
    workDir: path.join(dir, 'work'),
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Varnish's hits and misses so far (varnishstat on its working folder). */
export function hitCounters(workDir: string): { hit: number; miss: number } {
  const out = execFileSync(
    'varnishstat',
    ['-n', workDir, '-1', '-f', 'MAIN.cache_hit', '-f', 'MAIN.cache_miss'],
    {
      encoding: 'utf8',
    },
  );
  const value = (name: string) => Number(new RegExp(`${name}\\s+(\\d+)`).exec(out)?.[1] ?? 0);
  return { hit: value('MAIN.cache_hit'), miss: value('MAIN.cache_miss') };
}

/** The backend probes Varnish still holds in its log (varnishlog on its working folder): when and why it judged the app sick. */
export function probeHistory(workDir: string): string {
  try {
    return execFileSync('varnishlog', ['-n', workDir, '-d', '-g', 'raw', '-i', 'Backend_health'], {
      encoding: 'utf8',
      timeout: 5000,
    });
  } catch (error) {
    return `(varnishlog failed: ${(error as Error).message})`;
  }
}
