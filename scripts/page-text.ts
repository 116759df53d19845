/**
 * Saves every public page's visible text and JSON-LD, as a built site serves them, so that a
 * change meant to leave pages alone (a move of files) can be checked against the build before it:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/page-text.ts /tmp/pages-before
 *   ... change, build, start ...
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/page-text.ts /tmp/pages-after
 *   diff -r /tmp/pages-before /tmp/pages-after
 *
 * The pages are those of the sitemap (every language, every published id). Each becomes one file
 * of text lines, then its JSON-LD blocks, pretty-printed; the text is read in Chromium
 * (`innerText`, so only what a reader sees) with scripts off, as the HTML arrives.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './bench/common';

/**
 * The time of day in JSON-LD dates: the seed stamps items with the moment it ran, which differs
 * between two builds of the same content; the date stays.
 */
const SEEDED_TIME = /T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.argv[2];
if (!out) throw new Error('Usage: npx tsx scripts/page-text.ts <folder>');

async function main() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  await fs.mkdir(out, { recursive: true });
  const browser = await launchChromium();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  for (const pagePath of paths) {
    const response = await page.goto(base + pagePath);
    const text = await page.evaluate(() => document.body.innerText);
    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => s.textContent ?? ''),
    );
    const lines = [
      `status ${response?.status()}`,
      ...text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      ...jsonLd.map((block) => JSON.stringify(JSON.parse(block), null, 1).replace(SEEDED_TIME, 'T<time>')),
    ];
    const file = (pagePath.replace(/^\//, '').replaceAll('/', '__') || 'index') + '.txt';
    await fs.writeFile(path.join(out, file), lines.join('\n') + '\n');
  }
  await browser.close();
  console.log(`${paths.length} pages saved to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
