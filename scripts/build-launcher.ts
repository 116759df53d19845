/**
 * `npm run build`'s first step after the pictures: writes dist/with-db.cjs and
 * dist/with-db-prepare.cjs (see launcher.ts).
 */
import { buildLauncher, LAUNCHER } from './launcher';

buildLauncher()
  .then(() =>
    console.log(`[build-launcher] ${LAUNCHER} and ${LAUNCHER.replace('with-db', 'with-db-prepare')}`),
  )
  .catch((error) => {
    console.error('[build-launcher]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
