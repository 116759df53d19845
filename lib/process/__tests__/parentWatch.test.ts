import { spawn } from 'node:child_process';
import path from 'node:path';

it('exits the server process when its launcher disappears', async () => {
  const launcher = spawn('sleep', ['60']);
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
  const fixture = path.resolve(__dirname, '../../../test/fixtures/watch-parent.ts');
  // Its log at info (the Jest run's own is silent: test/globalSetup.ts).
  const server = spawn(tsx, [fixture, String(launcher.pid)], { env: { ...process.env, LOG_LEVEL: 'info' } });
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
