'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Reads a colour token of app/styles/tokens.css where the chart is ('--teal-700' → '#145c5b'). */
export type TokenReader = (name: `--${string}`) => string;

/**
 * The admin's charts: a uPlot canvas in the returned box, as wide as the box (following its width)
 * and `height` high, drawn again when `chart` changes (keep it in useCallback). The canvas cannot
 * read CSS variables, so `chart` is given a reader of the tokens. Use it only in a module loaded
 * with next/dynamic, so uPlot loads with its screen alone.
 */
export function useUplot(
  height: number,
  chart: (token: TokenReader) => {
    options: Omit<uPlot.Options, 'width' | 'height'>;
    data: uPlot.AlignedData;
  },
) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const { options, data } = chart((name) => style.getPropertyValue(name).trim());
    const plot = new uPlot({ ...options, width: element.clientWidth, height }, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [height, chart]);
  return box;
}
