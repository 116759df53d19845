/**
 * A server the tests start (varnishd, redis-server, an app server): spawned with its output kept
 * (the last few KB, shown only if it fails to start), ready once `isUp` says so.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Its latest output. */
  output(): string;
  exited: Promise<void>;
}

export async function startServerProcess(
  name: string,
  command: string,
  args: string[],
  isUp: () => Promise<boolean>,
  { timeoutMs = 20_000, ...options }: SpawnOptions & { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let spawnError: Error | undefined; // e.g. the command is not installed
  child.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp().catch(() => false))) {
    if (spawnError || child.exitCode !== null)
      throw new Error(`${name} exited (${spawnError?.message ?? child.exitCode}):\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
}
