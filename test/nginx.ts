/**
 * nginx (Debian's) on 127.0.0.1 running the deploy/nginx recipe with local paths and ports: for
 * `npm run bench:load` (the single-server recipe) and the several-servers proof suite
 * (kinglife-instances.conf). Its working folder is a fresh temporary one.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processTree } from './processTree';

const DEPLOY = path.join(__dirname, '..', 'deploy', 'nginx');

export interface NginxServer {
  url: string;
  /** Its http block written anew and nginx reloaded (SIGHUP): new workers take it, the old finish what they hold. */
  reload(http: (work: string) => string): Promise<void>;
  /** The end of its error log (warnings and worse): why it failed a request. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** deploy/nginx/kinglife-site.conf, written into `work` with the app's folders filled in. */
export function siteSnippet(work: string, appDir: string, dataDir: string): string {
  const file = path.join(work, 'kinglife-site.conf');
  const site = fs
    .readFileSync(path.join(DEPLOY, 'kinglife-site.conf'), 'utf8')
    .replaceAll('__APP_DIR__', appDir)
    .replaceAll('__DATA_DIR__', dataDir);
  fs.writeFileSync(file, site);
  return file;
}

/**
 * deploy/nginx/kinglife-instances.conf listening on `port`, balancing `appPorts` on 127.0.0.1, the
 * ones in `down` marked so (taken out for a restart, as README's rolling restart does). Fails if
 * the recipe no longer has what it replaces.
 */
export function instancesConfig(
  work: string,
  port: number,
  appPorts: number[],
  appDir: string,
  down: number[] = [],
): string {
  const recipe = fs.readFileSync(path.join(DEPLOY, 'kinglife-instances.conf'), 'utf8');
  const replacements: [RegExp, string][] = [
    ...appPorts
      .map((p, i): [RegExp, string] | null =>
        down.includes(p) ? [new RegExp(`(server 10\\.0\\.0\\.1${i + 1}:3000[^;]*);`, 'g'), '$1 down;'] : null,
      )
      .filter((replacement) => replacement !== null),
    ...appPorts.map((p, i): [RegExp, string] => [
      new RegExp(`10\\.0\\.0\\.1${i + 1}:3000`, 'g'),
      `127.0.0.1:${p}`,
    ]),
    [/listen 127\.0\.0\.1:8080;/, `listen 127.0.0.1:${port};`],
    [/\/var\/cache\/nginx\/kinglife/, path.join(work, 'cache')],
    [/\/etc\/nginx\/snippets\/kinglife-site\.conf/, siteSnippet(work, appDir, path.join(work, 'no-uploads'))],
    [/__SERVER_NAME__/, 'localhost'],
  ];
  return replacements.reduce((config, [pattern, value]) => {
    if (!pattern.test(config)) throw new Error(`kinglife-instances.conf: nothing matches ${pattern}`);
    return config.replace(pattern, value);
  }, recipe);
}

/** Starts nginx in the foreground with `http` as its http block (built in `work`); resolves once it listens on `port`. */
export async function startNginx(port: number, http: (work: string) => string): Promise<NginxServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-nginx-'));
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const write = (block: (work: string) => string) =>
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `${user}
worker_processes 2;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${block(work)}
}
`,
    );
  write(http);
  const child = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.readFileSync(path.join(work, 'error.log'), 'utf8');
      throw new Error(`nginx did not start (apt-get install nginx-light):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async reload(block) {
      write(block);
      const workers = () => processTree(child.pid!).filter((process) => process.pid !== child.pid);
      const old = new Set(workers().map((worker) => worker.pid));
      child.kill('SIGHUP');
      // The master starts new workers with the new configuration and tells the old to finish what
      // they hold: it is in force once only new workers are left (on a slow machine, seconds).
      const deadline = Date.now() + 15_000;
      for (;;) {
        const now = workers();
        if (now.length > 0 && now.every((worker) => !old.has(worker.pid))) return;
        if (Date.now() > deadline)
          throw new Error(`nginx reload: workers ${[...old].join(', ')} still running after 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    errorLog: () => {
      try {
        return fs.readFileSync(path.join(work, 'error.log'), 'utf8').slice(-4000);
      } catch (error) {
        return `(unread: ${(error as Error).message})`;
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
