import { chromium } from '@playwright/test';

async function main() {
  const base = process.env.BASE_URL!;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}/admin/products`);
    await page.getByLabel('Email/Phone Number').fill('admin@kinglife.test');
    await page.getByLabel('Password', { exact: true }).fill('shots-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `screenshots/spec-categories-${width}.png`, fullPage: false });
    await page.getByRole('link', { name: 'Herbal Extracts' }).click();
    await page.getByTestId('product-row').first().waitFor();
    await page.getByTestId('product-row').nth(2).getByRole('button', { name: /^Edit:/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(600);
    const toggle = dialog.getByRole('button', { name: /Specification/ });
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/spec-closed-${width}.png` });
    await toggle.click();
    await page.waitForTimeout(600);
    // The whole dialog: its content scrolls; take it element by element.
    const section = dialog.locator('section').first();
    // A viewport tall enough for the whole dialog, whose content otherwise scrolls.
    await page.setViewportSize({ width, height: 3200 });
    await page.waitForTimeout(400);
    await section.screenshot({ path: `screenshots/spec-open-${width}.png` });
    await dialog.getByLabel('CAS number').fill('8000-28-1');
    await dialog.getByLabel('HS code').fill('33');
    await dialog.getByLabel('Minimum order').fill('5');
    await dialog.getByLabel('Unit').selectOption('');
    await dialog.getByLabel('Shelf life (months)').focus();
    await page.waitForTimeout(300);
    await section.screenshot({ path: `screenshots/spec-errors-${width}.png` });
    await dialog.getByRole('button', { name: 'Show the Arabic translation' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/spec-arabic-${width}.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`${base}/admin/products?lists=applications`);
    await page.getByTestId('list-option-row').first().waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/lists-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add application' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/lists-add-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Certifications' }).click();
    await page.getByTestId('list-option-row').first().waitFor();
    await page.waitForTimeout(600);
    await page.getByTestId('list-option-row').first().getByRole('button', { name: /^Delete:/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `screenshots/lists-delete-${width}.png` });
    await page.close();
  }
  await browser.close();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
