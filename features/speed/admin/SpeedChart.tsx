'use client';

import { useCallback } from 'react';
import { latestOf, legendValue } from '@/components/admin/common/chartLegend';
import { useUplot } from '@/components/admin/common/useUplot';
import { adminSpeedText as t } from '@/features/speed/adminText';
import type { SiteSpeedDto } from '@/features/speed/dto';
import { GOOD } from '@/features/speed/vitals';
import { formatVital } from './vitals';
import own from './speed.module.css';

const HEIGHT = 260;
const DAY = 86_400;
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** The design's teal and saffron (tokens.css), which the canvas cannot read from CSS variables. */
const LCP_COLOUR = '#145c5b';
const INP_COLOUR = '#9c6410';
/** The "good" marks' legend: their label says their value, the same on every day. */
const NO_VALUE = () => '';

/** A line's legend while no day is hovered: its latest day's figure. */
function latest(values: (number | null)[], format: (value: number) => string): string {
  const value = latestOf(values);
  return value === null ? t.notMeasured : t.legendLatest(format(value));
}

/**
 * The site's p75 largest paint (seconds, left axis) and response to input (ms, right axis) per
 * day, each with its "good" mark dashed: uPlot on a canvas, as wide as its card. Days without
 * visits are gaps. The numbers are in a table beside it (SiteSpeedScreen); the canvas is one
 * image to assistive technology, described by `label`. The legend gives each line's latest figure,
 * or its figure on the day hovered.
 */
export function SpeedChart({ daily, label }: { daily: SiteSpeedDto['daily']; label: string }) {
  const box = useUplot(
    HEIGHT,
    useCallback(() => {
      const days = daily.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
      const lcp = daily.map((d) => d.LCP);
      const inp = daily.map((d) => d.INP);
      const formatLcp = (ms: number) => formatVital('LCP', ms);
      const formatInp = (ms: number) => formatVital('INP', ms);
      return {
        data: [
          days,
          lcp.map((ms) => (ms === null ? null : ms / 1000)),
          days.map(() => GOOD.LCP / 1000),
          inp,
          days.map(() => GOOD.INP),
        ],
        options: {
          scales: {
            s: { range: (_u, _min, max) => [0, Math.max(max ?? 0, 3)] },
            ms: { range: (_u, _min, max) => [0, Math.max(max ?? 0, 250)] },
          },
          axes: [
            // A tick per day or per week, named as the rest of the admin names days ('21 Nov').
            {
              incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY],
              values: (_u, ticks) => ticks.map((tick) => dayLabel.format(new Date(tick * 1000))),
            },
            // Unlabelled, to leave a phone's width to the lines: the legend names each line and its unit.
            { scale: 's', size: 52, values: (_u, ticks) => ticks.map((v) => `${v.toFixed(1)} s`) },
            {
              scale: 'ms',
              side: 1,
              size: 68,
              values: (_u, ticks) => ticks.map((v) => `${v} ms`),
              grid: { show: false },
            },
          ],
          series: [
            { label: t.day, value: (_u, v) => (v == null ? '' : dayLabel.format(new Date(v * 1000))) },
            {
              label: `${t.vitals.LCP} (s)`,
              scale: 's',
              stroke: LCP_COLOUR,
              width: 2,
              points: { show: true },
              value: legendValue((seconds) => formatLcp(seconds * 1000), latest(lcp, formatLcp)),
            },
            {
              label: `${t.ratings.good}: ${formatVital('LCP', GOOD.LCP)}`,
              scale: 's',
              stroke: LCP_COLOUR,
              dash: [6, 4],
              width: 1,
              points: { show: false },
              value: NO_VALUE,
            },
            {
              label: `${t.vitals.INP} (ms)`,
              scale: 'ms',
              stroke: INP_COLOUR,
              width: 2,
              points: { show: true },
              value: legendValue(formatInp, latest(inp, formatInp)),
            },
            {
              label: `${t.ratings.good}: ${formatVital('INP', GOOD.INP)}`,
              scale: 'ms',
              stroke: INP_COLOUR,
              dash: [6, 4],
              width: 1,
              points: { show: false },
              value: NO_VALUE,
            },
          ],
        },
      };
    }, [daily]),
  );
  return <div ref={box} className={own.chart} role="img" aria-label={label} dir="ltr" />;
}
