'use client';

import { useCallback } from 'react';
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

/**
 * The site's p75 largest paint (seconds, left axis) and response to input (ms, right axis) per
 * day, each with its "good" mark dashed: uPlot on a canvas, as wide as its card. Days without
 * visits are gaps. The numbers are in a table beside it (SiteSpeedScreen); the canvas is one
 * image to assistive technology, described by `label`.
 */
export function SpeedChart({ daily, label }: { daily: SiteSpeedDto['daily']; label: string }) {
  const box = useUplot(
    HEIGHT,
    useCallback(() => {
      const days = daily.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
      return {
        data: [
          days,
          daily.map((d) => (d.LCP === null ? null : d.LCP / 1000)),
          days.map(() => GOOD.LCP / 1000),
          daily.map((d) => d.INP),
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
            },
            {
              label: `${t.ratings.good}: ${formatVital('LCP', GOOD.LCP)}`,
              scale: 's',
              stroke: LCP_COLOUR,
              dash: [6, 4],
              width: 1,
              points: { show: false },
            },
            {
              label: `${t.vitals.INP} (ms)`,
              scale: 'ms',
              stroke: INP_COLOUR,
              width: 2,
              points: { show: true },
            },
            {
              label: `${t.ratings.good}: ${formatVital('INP', GOOD.INP)}`,
              scale: 'ms',
              stroke: INP_COLOUR,
              dash: [6, 4],
              width: 1,
              points: { show: false },
            },
          ],
        },
      };
    }, [daily]),
  );
  return <div ref={box} className={own.chart} role="img" aria-label={label} dir="ltr" />;
}
