/**
 * Debian's redis-server on 127.0.0.1 for the several-servers proof suite: in memory only (no
 * snapshot, no append-only file), in a fresh temporary folder, stopped with the suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startServerProcess } from './serverProcess';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<RedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  const { child, exited } = await startServerProcess(
    'redis-server (apt-get install redis-server)',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    async () => {
      const client = createClient({ url, socket: { reconnectStrategy: false } });
      client.on('error', () => {});
      await client.connect();
      await client.ping();
      await client.quit();
      return true;
    },
  );
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
