/**
 * The platform floor (.dependency-cruiser.cjs, run by `npm run lint`): the platform imports no
 * feature code, text or type. dependency-cruiser ships only ES modules, so its CLI is run here, as
 * lint runs it.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** The rules' violations among `paths` and what they import. */
async function violations(...paths: string[]): Promise<Violation[]> {
  const args = [CLI, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...paths];
  const stdout = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 }).then(
    (result) => result.stdout,
    // The CLI exits with the number of errors it found; its report is still on stdout.
    (error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return error.stdout;
    },
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

it('has no module breaking a floor: the platform importing features, a feature reaching into another', async () => {
  expect(await violations('lib', 'content', 'features', 'components')).toEqual([]);
});

it('refuses a platform module that imports feature code, even a type', async () => {
  const probe = `lib/http/__floorProbe${randomBytes(4).toString('hex')}.ts`;
  await fs.writeFile(
    path.join(ROOT, probe),
    [
      "import type { Product } from '@/features/products/data';",
      "import { textFor } from '../../content/text';",
      "export const probe = (product: Product) => textFor('en') && product.id;",
      '',
    ].join('\n'),
  );
  try {
    const found = (await violations(probe)).filter((violation) => violation.from === probe);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'features/products/data.ts',
          rule: { name: 'platform-imports-no-feature', severity: 'error' },
        }),
        expect.objectContaining({
          to: 'content/text.ts',
          rule: { name: 'platform-imports-no-feature', severity: 'error' },
        }),
      ]),
    );
    expect(found).toHaveLength(2);
  } finally {
    await fs.rm(path.join(ROOT, probe), { force: true });
  }
});

it("refuses a feature reaching into another feature's folders, and lets it use the other's entries", async () => {
  const probe = `features/news/__floorProbe${randomBytes(4).toString('hex')}.ts`;
  await fs.writeFile(
    path.join(ROOT, probe),
    [
      "import { productKeys } from '@/features/products/queryKeys';",
      "import { ProductList } from '../products/admin/ProductList';",
      'export const probe = [productKeys.all, ProductList];',
      '',
    ].join('\n'),
  );
  try {
    const found = (await violations(probe)).filter((violation) => violation.from === probe);
    expect(found).toEqual([
      expect.objectContaining({
        to: 'features/products/admin/ProductList.tsx',
        rule: { name: 'features-meet-at-their-entries', severity: 'error' },
      }),
    ]);
  } finally {
    await fs.rm(path.join(ROOT, probe), { force: true });
  }
});

it('refuses an import circle, even one closed by a type import', async () => {
  const tag = randomBytes(4).toString('hex');
  const first = `features/news/__circleProbe${tag}a.ts`;
  const second = `features/news/__circleProbe${tag}b.ts`;
  await fs.writeFile(
    path.join(ROOT, first),
    `import { second } from './__circleProbe${tag}b';\nexport const first = () => second;\n`,
  );
  await fs.writeFile(
    path.join(ROOT, second),
    `import type { first } from './__circleProbe${tag}a';\nexport const second: typeof first | null = null;\n`,
  );
  try {
    const found = (await violations(first, second)).filter(
      (violation) => violation.rule.name === 'no-import-circle',
    );
    // One report for the circle, from one of its two modules to the other.
    expect(found).toHaveLength(1);
    expect([found[0].from, found[0].to].sort()).toEqual([first, second].sort());
  } finally {
    await Promise.all([first, second].map((file) => fs.rm(path.join(ROOT, file), { force: true })));
  }
});
