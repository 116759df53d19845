/**
 * @jest-environment node
 */
import { bidiRuns } from '../bidi';

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
