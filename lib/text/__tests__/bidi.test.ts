/**
 * @jest-environment node
 */
import { bidiRuns, breakableCodes, isolatedRuns, mixesScripts } from '../bidi';

const isolated = (text: string) =>
  bidiRuns(text)
    .filter((run) => run.ltr)
    .map((run) => `${run.ltr}:${run.text}`);

it('isolates a Latin name inside Arabic, leaving its brackets to the Arabic', () => {
  expect(isolated('عرق السوس (Glycyrrhiza glabra)')).toEqual(['text:Glycyrrhiza glabra']);
  expect(
    bidiRuns('عرق السوس (Glycyrrhiza glabra)')
      .map((run) => run.text)
      .join(''),
  ).toBe('عرق السوس (Glycyrrhiza glabra)');
});

it('keeps codes, phone numbers and e-mail addresses whole, and marks them not to wrap', () => {
  expect(isolated('مثال: KL-2411-07 على البرميل.')).toEqual(['code:KL-2411-07']);
  expect(isolated('اتصل على +971 50 123 4567 أو sales@kinglifellc.com.')).toEqual([
    'code:+971 50 123 4567',
    'code:sales@kinglifellc.com',
  ]);
  expect(isolated('مرجع Q-2026-0042')).toEqual(['code:Q-2026-0042']);
});

it('isolates units and brands, and leaves Arabic and bare numbers alone', () => {
  expect(isolated('٢٥ kg في برميل')).toEqual(['text:kg']);
  expect(isolated('شركة Kinglife LLC في دبي')).toEqual(['text:Kinglife LLC']);
  expect(isolated('منذ 2012 في دبي')).toEqual([]);
  expect(isolated('نص عربي فقط')).toEqual([]);
});

it('tells a text that mixes Arabic and Latin letters from one in a single script', () => {
  expect(mixesScripts('عرق السوس (Glycyrrhiza glabra)')).toBe(true);
  expect(mixesScripts('٢٥ kg')).toBe(true);
  expect(mixesScripts('Liquorice root')).toBe(false);
  expect(mixesScripts('عرق السوس')).toBe(false);
  expect(mixesScripts('منذ 2012')).toBe(false);
});

it('gives runs to isolate only for Arabic text that holds a Latin run or a phone number', () => {
  expect(isolatedRuns('Liquorice (Glycyrrhiza glabra), lot KL-2411-07')).toBeNull();
  expect(isolatedRuns('نص عربي فقط منذ 2012')).toBeNull();
  expect(isolatedRuns('اتصل على +971 50 123 4567')?.filter((run) => run.ltr)).toEqual([
    { text: '+971 50 123 4567', ltr: 'code' },
  ]);
  expect(isolatedRuns('الدفعة KL-2411-07')?.filter((run) => run.ltr)).toEqual([
    { text: 'KL-2411-07', ltr: 'code' },
  ]);
});

it('finds the codes a line could break inside a text of one script, and nothing else', () => {
  const codes = (text: string) =>
    breakableCodes(text)
      ?.filter((run) => run.ltr)
      .map((run) => run.text) ?? [];
  expect(codes('Stand B-12, lot KL-2411-07; COVID-19 rules. Call +971 4 123 4567.')).toEqual([
    'B-12',
    'KL-2411-07',
    'COVID-19',
    '+971 4 123 4567',
  ]);
  expect(breakableCodes('A well-known, cold-pressed oil since 2012, in 25 kg drums.')).toBeNull();
});

it('reads a long text in one pass (a pattern that backtracks would not end on a long message)', () => {
  expect(breakableCodes('a1'.repeat(100_000))).toBeNull();
  expect(breakableCodes('1-'.repeat(100_000))?.map((run) => run.text.length)).toEqual([199_999, 1]);
  expect(breakableCodes(`${'1 '.repeat(100_000)}x`)?.map((run) => run.ltr ?? 'plain')).toEqual([
    'code',
    'plain',
  ]);
});
