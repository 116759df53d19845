import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** The compiled launcher `npm start` runs (scripts/with-db.ts as plain JavaScript). */
export const LAUNCHER = path.join('dist', 'with-db.cjs');

/** The self-contained release `npm run build` makes (scripts/release.ts). */
export const RELEASE_DIR = path.join('.next', 'standalone');

/** How the release's server starts, from the release's folder. */
export const RELEASE_COMMAND = ['node', LAUNCHER, 'node', 'server.js'] as const;

/**
 * Compiles the launcher to CommonJS in `outdir`, so the serving process tree has no TypeScript
 * loader in it:
 * - with-db.cjs, scripts/with-db.ts: it supervises the app for as long as it runs, so it is kept
 *   small. Its one package, zod (the environment's check), is compiled in: only the part it uses
 *   then loads, a fraction of the whole;
 * - with-db-prepare.cjs, scripts/with-db-prepare.ts, the migrations and seeds it runs once in a
 *   process of their own, with its packages compiled in: the release (scripts/release.ts) has only
 *   what the server's own files need in its node_modules, and drizzle's migrator is not among them.
 *   Left out are the optional packages their authors load only when installed.
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
    external: ['pg-native', '@aws-sdk/signature-v4-crt'],
  });
}
