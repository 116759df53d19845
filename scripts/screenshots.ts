/**
 * Screenshots of pages at the four design widths, for looking at before calling a screen done:
 *   BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts / /about ...
 * Admin paths (/admin/...) are taken signed in as ADMIN_EMAIL / ADMIN_PASSWORD. A path may end in
 * `#click=Button name` to press that button first (e.g. '/admin/services#click=Create New' for a
 * dialog). BUYER_TOKEN (a buyer session's token) shows /account signed in as that buyer (over plain
 * http, start the server with SESSION_COOKIE_SECURE=0: its cookie is then kl_buyer).
 * Files go to ./screenshots/<page>-<width>.png (git-ignored).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

const WIDTHS = [375, 768, 1280, 1920];

async function main() {
  const base = process.env.BASE_URL ?? 'http://localhost:3000';
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const widths = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : WIDTHS;
  fs.mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    if (process.env.BUYER_TOKEN)
      await page.context().addCookies([{ name: 'kl_buyer', value: process.env.BUYER_TOKEN, url: base }]);
    let signedIn = false;
    for (const target of paths) {
      const [path, action] = target.split('#click=');
      await page.goto(base + path, { waitUntil: 'networkidle' });
      if (path.startsWith('/admin') && !signedIn) {
        await page.getByLabel('Email/Phone Number').fill(process.env.ADMIN_EMAIL ?? '');
        await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD ?? '');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('button', { name: /Account menu/ }).waitFor();
        await page.waitForLoadState('networkidle');
        signedIn = true;
      }
      if (action) {
        await page.getByRole('button', { name: action }).first().click();
        await page.waitForLoadState('networkidle');
      }
      // Let entrance animations (dialogs, list rows) and client-side data settle.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      await page.waitForTimeout(600);
      const name =
        (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')) + (action ? '-dialog' : '');
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
