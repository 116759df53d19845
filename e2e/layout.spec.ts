/**
 * The layout gate, held by CI without a clock: every public page in both languages at 375 and
 * 1280 px, and every admin screen at 1280 and 375 px, after its fonts have loaded, has no layout
 * problem e2e/support/layout.ts finds (sideways overflow, text squeezed into a narrow column,
 * unisolated Latin in Arabic text, codes wrapping, buttons and links without a name one sees or
 * with one cut off). The checker itself is shown to catch each fault planted in a small page.
 */
import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../scripts/bench/common';
import { ADMIN_ROUTES, openAdminAs } from './support/admin';
import { layoutProblems, type LayoutProblem } from './support/layout';

const WIDTHS = [375, 1280] as const;

async function problemsOf(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const found: LayoutProblem[] = await page.evaluate(layoutProblems);
  return found.map((problem) => `${path} at ${width} px: ${problem.rule}: ${problem.where}`);
}

test.describe('the layout gate @desktop', () => {
  test('every public page, in both languages, at 375 and 1280 px', async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    for (const path of await publicPages(baseURL!))
      for (const width of WIDTHS) problems.push(...(await problemsOf(page, path, width)));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every admin screen at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(600_000);
    await openAdminAs(page);
    const problems: string[] = [];
    for (const path of ADMIN_ROUTES.filter((route) => route !== '/admin'))
      for (const width of [1280, 375]) problems.push(...(await problemsOf(page, path, width)));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('the layout checker finds each planted fault @desktop', () => {
  const check = async (page: Page, html: string, dir: 'ltr' | 'rtl' = 'ltr') => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setContent(
      `<!doctype html><html dir="${dir}" lang="${dir === 'rtl' ? 'ar' : 'en'}"><body style="margin:0;font:16px sans-serif">${html}</body></html>`,
    );
    return (await page.evaluate(layoutProblems)).map((problem) => problem.rule);
  };

  test('a clean page has none', async ({ page }) => {
    expect(
      await check(
        page,
        '<p>Certificate of analysis for lot <bdi>KL-2411-07</bdi>.</p><button>Download</button>',
      ),
    ).toEqual([]);
    expect(
      await check(
        page,
        '<p>شهادة تحليل الدفعة <bdi>KL-2411-07</bdi> من مستخلص <bdi>Glycyrrhiza glabra</bdi></p>',
        'rtl',
      ),
    ).toEqual([]);
  });

  test('a wide element', async ({ page }) => {
    expect(await check(page, '<div style="width:600px;height:20px"></div>')).toContain('overflow');
  });

  test('a squeezed column', async ({ page }) => {
    const squeezed =
      '<div style="display:flex;width:360px"><p style="min-width:0;width:40px">Certificate of analysis for lot KL-2411-07 of Sesbania Extract</p><a href="#" style="flex:1">Download (PDF)</a></div>';
    expect(await check(page, squeezed)).toContain('squeezed');
  });

  test('an unisolated Latin name, and a code that wraps, in Arabic', async ({ page }) => {
    expect(await check(page, '<h1>عرق السوس (Glycyrrhiza glabra)</h1>', 'rtl')).toContain('unisolated');
    expect(
      await check(page, '<p style="width:120px">مثال على رقم الدفعة: KL-2411-07 على البرميل</p>', 'rtl'),
    ).toContain('wrapped');
  });

  test('a button without a name one sees, and a clipped label', async ({ page }) => {
    expect(
      await check(page, '<button aria-label="Delete"><svg width="16" height="16"></svg></button>'),
    ).toContain('unnamed');
    expect(await check(page, '<button title="Delete"><svg width="16" height="16"></svg></button>')).toEqual(
      [],
    );
    expect(
      await check(
        page,
        '<button style="width:60px;overflow:hidden;white-space:nowrap">Download the certificate</button>',
      ),
    ).toContain('clipped');
  });
});
