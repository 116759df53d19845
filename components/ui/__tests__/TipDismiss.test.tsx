import { act, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TipDismiss } from '../TipDismiss';

const tipsOff = () => 'tipsOff' in document.documentElement.dataset;

it('hides the tooltips on Escape until the pointer or the focus moves on', () => {
  jest.useFakeTimers();
  // The layout's inline script, run as a page's parser would: its text alone.
  const script = /<script>(.*)<\/script>/s.exec(renderToStaticMarkup(<TipDismiss />))![1];
  new Function(script)();
  render(
    <>
      <button type="button" aria-label="Search" data-tip="Search" />
      <button type="button" aria-label="Open menu" data-tip="Open menu" />
    </>,
  );
  const [search, menu] = Array.from(document.querySelectorAll('button'));
  search.focus();
  fireEvent.keyDown(search, { key: 'Escape' });
  expect(tipsOff()).toBe(true);

  // Focus Escape moves itself (a dialog giving it back to its opener) leaves them hidden.
  menu.focus();
  expect(tipsOff()).toBe(true);
  act(() => jest.runAllTimers());

  fireEvent.pointerMove(document.body);
  expect(tipsOff()).toBe(false);

  fireEvent.keyDown(document.body, { key: 'Escape' });
  act(() => jest.runAllTimers());
  search.focus();
  expect(tipsOff()).toBe(false);

  fireEvent.keyDown(document.body, { key: 'Enter' });
  expect(tipsOff()).toBe(false);
  jest.useRealTimers();
});
