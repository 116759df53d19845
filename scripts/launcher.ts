import path from 'node:path';
import { build } from 'esbuild';

/** The compiled launcher `npm start` runs (scripts/with-db.ts as plain JavaScript). */
export const LAUNCHER = path.join('dist', 'with-db.cjs');

/**
 * Compiles scripts/with-db.ts and the lib code it runs (the embedded database, migrations,
 * seeds) to one CommonJS file, so the serving process tree has no TypeScript loader in it.
 * Packages stay external: they load from node_modules as they are.
 */
export async function buildLauncher(outfile = LAUNCHER): Promise<void> {
  await build({
    entryPoints: [path.join(__dirname, 'with-db.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
