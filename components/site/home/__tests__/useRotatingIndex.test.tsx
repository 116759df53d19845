import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { TILE_ROTATION_MS, TILE_ROTATION_START } from '../ProductRow';
import { nextIndex, useRotatingIndex } from '../useRotatingIndex';

describe('nextIndex', () => {
  it('advances and wraps over the tiles', () => {
    expect(nextIndex(2, 7)).toBe(3);
    expect(nextIndex(6, 7)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('useRotatingIndex (home product row)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const options = (paused: boolean) => ({ start: TILE_ROTATION_START, intervalMs: TILE_ROTATION_MS, paused });

  it('starts at index 2 and advances every 2000 ms, wrapping over 7 tiles', () => {
    expect(TILE_ROTATION_START).toBe(2);
    expect(TILE_ROTATION_MS).toBe(2000);
    const { result } = renderHook(() => useRotatingIndex(7, options(false)));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(3 * 2000));
    expect(result.current).toBe(6);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
  });

  it('holds still while paused (a tile is hovered) and resumes afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotatingIndex(7, options(paused)), {
      initialProps: { paused: false },
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(3);
    rerender({ paused: true });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toBe(3);
    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(4);
  });
});
