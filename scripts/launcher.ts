import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** The compiled launcher `npm start` runs (scripts/with-db.ts as plain JavaScript). */
export const LAUNCHER = path.join('dist', 'with-db.cjs');

/**
 * Compiles the launcher to CommonJS in `outdir`, so the serving process tree has no TypeScript
 * loader in it:
 * - with-db.cjs, scripts/with-db.ts: it supervises the app for as long as it runs, so it is kept
 *   small. Its one package, zod (the environment's check), is compiled in: only the part it uses
 *   then loads, a fraction of the whole;
 * - with-db-prepare.cjs, scripts/with-db-prepare.ts, the migrations and seeds it runs once in a
 *   process of their own. Its packages stay external: they load from node_modules as they are.
 */
export async function buildLauncher(outdir = path.dirname(LAUNCHER)): Promise<void> {
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
  await build({
    ...common,
    entryPoints: [path.join(__dirname, 'with-db.ts')],
    outfile: path.join(outdir, 'with-db.cjs'),
  });
  await build({
    ...common,
    entryPoints: [path.join(__dirname, 'with-db-prepare.ts')],
    outfile: path.join(outdir, 'with-db-prepare.cjs'),
    packages: 'external',
  });
}
