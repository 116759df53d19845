'use client';

import { useCallback } from 'react';
import type uPlot from 'uplot';
import { legendValue, totalOf } from '@/components/admin/common/chartLegend';
import { useUplot } from '@/components/admin/common/useUplot';
import { adminEnquiriesText } from '@/features/enquiries/adminText';
import own from './RequestsChart.module.css';

const t = adminEnquiriesText.perWeek;

export interface ChartSeries {
  label: string;
  counts: number[];
  /** A colour token of app/styles/tokens.css ('--teal-700'). */
  colour: `--${string}`;
  /** A dash pattern, so lines differ in more than colour. */
  dash?: number[];
}

const HEIGHT = 240;
const WEEK = 7 * 86_400;
const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Requests per week as lines, the legend wrapping under them: each line's total over the weeks
 * shown, or its count in the week hovered. The canvas is one image to assistive
 * technology, described by `label`; the figures are in the table beside it (RequestsPerWeek).
 */
export function RequestsChart({
  weeks,
  series,
  label,
}: {
  weeks: string[];
  series: ChartSeries[];
  label: string;
}) {
  const box = useUplot(
    HEIGHT,
    useCallback(
      (token) => ({
        data: [weeks.map((week) => Date.parse(`${week}T00:00:00Z`) / 1000), ...series.map((s) => s.counts)],
        options: {
          scales: { y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, 4)] } },
          axes: [
            {
              stroke: token('--muted'),
              incrs: [WEEK, 2 * WEEK, 4 * WEEK, 8 * WEEK],
              values: (_u, ticks) => ticks.map((tick) => weekLabel.format(new Date(tick * 1000))),
            },
            {
              stroke: token('--muted'),
              size: 40,
              // Whole requests only.
              incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
              values: (_u, ticks) => ticks.map((tick) => String(tick)),
            },
          ],
          series: [
            { label: t.week, value: (_u, v) => (v == null ? '' : weekLabel.format(new Date(v * 1000))) },
            ...series.map((s): uPlot.Series => ({
              label: s.label,
              stroke: token(s.colour),
              width: 2,
              dash: s.dash,
              points: { show: true, size: 5 },
              // A week's count while it is hovered, else the count over the whole period.
              value: legendValue(String, t.legendTotal(totalOf(s.counts))),
            })),
          ],
        },
      }),
      [weeks, series],
    ),
  );
  return <div ref={box} className={own.chart} role="img" aria-label={label} dir="ltr" />;
}
