import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { COUNT_UP_MS, countAt } from '../countUp';
import { Counter } from '../Counter';

describe('countAt', () => {
  it('runs from 0 to the target over 2 seconds', () => {
    expect(COUNT_UP_MS).toBe(2000);
    expect(countAt(200, 0)).toBe(0);
    expect(countAt(200, 2000)).toBe(200);
    expect(countAt(200, 5000)).toBe(200);
    const half = countAt(200, 1000);
    expect(half).toBeGreaterThan(100);
    expect(half).toBeLessThan(200);
  });

  it('never goes down', () => {
    let previous = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const value = countAt(30, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('<Counter>', () => {
  let observe: jest.Mock;
  let trigger: (visible: boolean) => void;

  beforeEach(() => {
    jest.useFakeTimers();
    observe = jest.fn();
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    // jsdom has no IntersectionObserver: a controllable stand-in.
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        trigger = (visible) =>
          callback(
            [{ isIntersecting: visible } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe = observe;
      disconnect = jest.fn();
      unobserve = jest.fn();
      takeRecords = () => [];
      root = null;
      rootMargin = '';
      thresholds = [0.3];
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const shown = () => screen.getByTestId('counter-value').textContent;

  it('waits at 0 until visible, then counts up to the target in 2 s, once', () => {
    render(<Counter target={200} suffix="+" label="Clients" />);
    expect(shown()).toBe('0+');
    expect(screen.getByText('Clients')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toBe('0+');

    act(() => trigger(true));
    act(() => jest.advanceTimersByTime(1000));
    const midway = Number(shown()!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(1100));
    expect(shown()).toBe('200+');
  });

  it('keeps the final figure for screen readers and for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    render(<Counter target={20} suffix="" label="Values" />);
    expect(shown()).toBe('20');
    expect(observe).not.toHaveBeenCalled();
    expect(screen.getByText('20', { selector: '.visually-hidden' })).toBeTruthy();
  });
});
