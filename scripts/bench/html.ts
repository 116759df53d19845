/**
 * The Nu HTML Checker (npm vnu-jar, run with the machine's Java) on the served HTML of every public
 * page type in English and Arabic and of the 404 page. Prints each error and warning with its page
 * and line; exits 1 when there is an error.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 npm run bench:html
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPages, siteUrl } from './common';

const VNU_JAR = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function main() {
  const base = siteUrl();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinglife-html-'));
  const files = new Map<string, string>();
  try {
    const pages = [...(await publicPages(base)), '/no-such-page', '/ar/no-such-page'];
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `${index}.html`);
      await fs.writeFile(file, await (await fetch(base + page)).text());
      files.set(file, page);
    }
    // vnu exits 1 when it finds errors; its JSON report is what counts.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => error);
    const messages = (JSON.parse(stderr) as { messages: Message[] }).messages;
    const errors = messages.filter((m) => m.type !== 'info');
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
    for (const m of [...errors, ...warnings]) {
      const page = files.get(new URL(m.url).pathname) ?? m.url;
      console.log(`${m.type === 'info' ? 'warning' : 'error'} ${page}:${m.lastLine ?? '?'} ${m.message}`);
    }
    console.log(`${files.size} pages checked: ${errors.length} error(s), ${warnings.length} warning(s)`);
    if (errors.length) process.exitCode = 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
