import { render } from '@testing-library/react';
import Bidi from '../Bidi';

function shown(text: string) {
  const { container } = render(
    <p>
      <Bidi text={text} />
    </p>,
  );
  return container.firstElementChild as HTMLElement;
}

it('isolates the Latin runs of a text that mixes them with Arabic, codes marked not to wrap', () => {
  const p = shown('شهادة التحليل للدفعة KL-2411-07 من عرق السوس (Glycyrrhiza glabra)');
  expect(
    Array.from(p.querySelectorAll('bdi')).map((bdi) => [bdi.textContent, bdi.dir, bdi.className]),
  ).toEqual([
    ['KL-2411-07', 'ltr', 'code'],
    ['Glycyrrhiza glabra', 'ltr', ''],
  ]);
  expect(p.textContent).toBe('شهادة التحليل للدفعة KL-2411-07 من عرق السوس (Glycyrrhiza glabra)');
});

it('shows a text in one script as the plain string, but for the codes a line could break inside', () => {
  expect(shown('Liquorice root (Glycyrrhiza glabra), since 2012').innerHTML).toBe(
    'Liquorice root (Glycyrrhiza glabra), since 2012',
  );
  expect(shown('عرق السوس منذ 2012').innerHTML).toBe('عرق السوس منذ 2012');
  // An English caption, also when an Arabic page shows it untranslated: "B-" never ends a line.
  const p = shown('Meet us at stand B-12, lot KL-2411-07, or call +971 4 123 4567.');
  expect(Array.from(p.children).map((span) => [span.tagName, span.textContent, span.className])).toEqual([
    ['SPAN', 'B-12', 'code'],
    ['SPAN', 'KL-2411-07', 'code'],
    ['SPAN', '+971 4 123 4567', 'code'],
  ]);
  expect(p.textContent).toBe('Meet us at stand B-12, lot KL-2411-07, or call +971 4 123 4567.');
});

it('isolates a Latin text whole when asked to (a value beside its label), a code marked not to wrap', () => {
  const { container } = render(
    <p>
      الموقع: <Bidi text="Dubai, UAE" isolate /> الدفعة: <Bidi text="KL-2411-07" isolate />{' '}
      <Bidi text="دبي" isolate />
    </p>,
  );
  expect(
    Array.from(container.querySelectorAll('bdi')).map((bdi) => [bdi.textContent, bdi.className]),
  ).toEqual([
    ['Dubai, UAE', ''],
    ['KL-2411-07', 'code'],
  ]);
});
