/**
 * Screenshots of public pages at the four design widths, for looking at before calling a screen
 * done:  BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts / /about ...
 * Files go to ./screenshots/<page>-<width>.png (git-ignored).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const WIDTHS = [375, 768, 1280, 1920];

async function main() {
  const base = process.env.BASE_URL ?? 'http://localhost:3000';
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const widths = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : WIDTHS;
  fs.mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== '0' });
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
