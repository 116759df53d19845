/**
 * A TCP relay in front of a server (the tests' PostgreSQL), which a test can cut and open again on
 * the same port: to the app, the database went away and came back, as when it is restarted.
 */
import net from 'node:net';
import { freePort } from '../lib/db/embedded';

export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function open() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', resolve);
    });
  }

  /** Refuses new connections and drops the open ones. */
  async function cut() {
    const closing = server && new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closing;
  }

  await open();
  return { port, open, cut };
}
