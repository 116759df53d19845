/**
 * Runs Varnish with deploy/varnish/default.vcl in front of a local app until stopped (the
 * Playwright run starts it beside the app). VARNISH_PORT (6081), BACKEND_PORT (3000).
 */
import { startVarnish } from '../test/varnish';

const port = Number(process.env.VARNISH_PORT ?? 6081);
const backendPort = Number(process.env.BACKEND_PORT ?? 3000);

startVarnish(port, backendPort).then(
  (varnish) => {
    console.info(`[varnish] ${varnish.url} → 127.0.0.1:${backendPort}`);
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.on(signal, () => void varnish.stop().then(() => process.exit(0)));
    varnish.process.once('exit', (code) => process.exit(code ?? 1));
  },
  (error: unknown) => {
    console.error('[varnish]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
