import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No WCAG 2.2 A/AA violation on the page (or inside `include`), listed by rule and element when
 * there are. Entrance animations (a dialog fading in) end first: contrast measured mid-fade is the
 * fade's, not the design's.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
