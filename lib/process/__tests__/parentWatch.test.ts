import { spawn } from 'node:child_process';
import path from 'node:path';

it('exits the server process when its launcher disappears', async () => {
  const launcher = spawn('sleep', ['60']);
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
  const fixture = path.resolve(__dirname, '../../../test/fixtures/watch-parent.ts');
  const server = spawn(tsx, [fixture, String(launcher.pid)]);
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => output.includes('WATCHING') && (clearInterval(poll), resolve()), 50);
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  launcher.kill('SIGKILL');
  expect(await exited).toBe(0);
  expect(output).toContain('is gone; exiting');
}, 30_000);
