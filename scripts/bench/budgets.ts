/**
 * The first-paint budgets of every public page, in one place: what the first-paint issue reached,
 * with a small margin. e2e/first-paint.spec.ts fails the build when a page goes over one (with the
 * page and what it added); `npm run bench:first-paint` prints the figures.
 */
import type { FirstPaintFacts, LargestPaint } from '../../e2e/support/firstPaint';

export const FIRST_PAINT_BUDGETS = {
  /** Stylesheets and synchronous scripts before the first paint: the CSS is inlined. */
  renderBlocking: 0,
  /** CSS the first paint needs, inlined (the largest page, the home page, holds 50 KB). */
  cssKB: 56,
  /** Parser-blocking JavaScript (inline scripts in <head>, synchronous scripts). */
  blockingJsBytes: 0,
  /** The document as a CDN sends it, gzipped (the home page: 57 KB). */
  htmlGzipKB: 64,
  /** A picture that is the largest paint: loaded eagerly, at high priority (unless it comes in the HTML as a data: image), at most this size. */
  largestImageKB: 120,
} as const;

/** What `facts` and the largest paints break, one line each (empty when within every budget). */
export function overBudget(facts: FirstPaintFacts, paints: LargestPaint[]): string[] {
  const b = FIRST_PAINT_BUDGETS;
  const problems: string[] = [];
  if (facts.renderBlocking.length > b.renderBlocking)
    problems.push(
      `${facts.renderBlocking.length} render-blocking request(s) before the first paint (budget ${b.renderBlocking}): ${facts.renderBlocking.join(', ')}`,
    );
  if (facts.cssBytes > b.cssKB * 1024)
    problems.push(
      `${(facts.cssBytes / 1024).toFixed(1)} KB of CSS for the first paint (budget ${b.cssKB} KB)`,
    );
  if (facts.blockingJsBytes > b.blockingJsBytes)
    problems.push(
      `${facts.blockingJsBytes} bytes of parser-blocking JavaScript (budget ${b.blockingJsBytes})`,
    );
  if (facts.htmlGzipBytes > b.htmlGzipKB * 1024)
    problems.push(
      `${(facts.htmlGzipBytes / 1024).toFixed(1)} KB of gzipped HTML (budget ${b.htmlGzipKB} KB)`,
    );
  if (facts.preloadedFonts.length)
    problems.push(`fonts preloaded, holding the first paint's bandwidth: ${facts.preloadedFonts.join(', ')}`);
  if (facts.fontsSwappedUnmatched.length)
    problems.push(
      `web fonts swapped in without a resized stand-in (a late font moves the text): ${facts.fontsSwappedUnmatched.join(', ')}`,
    );
  for (const paint of paints) {
    if (!paint.tag) problems.push('Chromium reported no largest paint');
    if (paint.tag !== 'IMG' && paint.tag !== 'image') continue;
    if (paint.loading === 'lazy') problems.push(`the largest paint is a lazy-loaded image: ${paint.url}`);
    // A data: image comes with the HTML: there is nothing to fetch, at any priority.
    if (paint.fetchPriority !== 'high' && !paint.url.startsWith('data:'))
      problems.push(`the largest paint is an image without fetchpriority="high": ${paint.url}`);
    if (paint.bytes > b.largestImageKB * 1024)
      problems.push(
        `the largest paint is an image of ${(paint.bytes / 1024).toFixed(1)} KB (budget ${b.largestImageKB} KB): ${paint.url}`,
      );
  }
  return problems;
}
