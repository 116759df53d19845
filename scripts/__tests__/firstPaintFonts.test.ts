import { expect, it } from '@jest/globals';
import { firstPaintFacts } from '../../e2e/support/firstPaint';

/** A page whose inlined CSS is `css`. */
const page = (css: string) =>
  `<!doctype html><html><head><style>${css}</style></head><body><p>Text</p></body></html>`;
const facts = (css: string) => firstPaintFacts(page(css), async () => '');

const brand = (display: string) =>
  `@font-face{font-family:Brand;src:url(/_next/static/media/brand.woff2) format('woff2');font-display:${display}}`;
const standIn =
  "@font-face{font-family:'Brand stand-in';src:local('Arial');size-adjust:105%;ascent-override:94%}";

it('lets a swapped web font through when a resized stand-in follows it in a font stack', async () => {
  const css = `${brand('swap')}${standIn}.f{--font-brand:Brand,'Brand stand-in',system-ui}`;
  expect((await facts(css)).fontsSwappedUnmatched).toEqual([]);
});

it('names a swapped web font with no stand-in, or whose stand-in is not resized, or not after it', async () => {
  expect((await facts(`${brand('swap')}.f{font-family:Brand,Arial}`)).fontsSwappedUnmatched).toEqual([
    'Brand',
  ]);
  const unsized = "@font-face{font-family:'Brand stand-in';src:local('Arial')}";
  expect(
    (await facts(`${brand('swap')}${unsized}.f{font-family:Brand,'Brand stand-in'}`)).fontsSwappedUnmatched,
  ).toEqual(['Brand']);
  expect(
    (await facts(`${brand('swap')}${standIn}.f{font-family:'Brand stand-in',Brand}`)).fontsSwappedUnmatched,
  ).toEqual(['Brand']);
});

it('lets an optional web font through: it is never swapped in', async () => {
  expect((await facts(`${brand('optional')}.f{font-family:Brand,serif}`)).fontsSwappedUnmatched).toEqual([]);
});
