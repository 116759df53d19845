'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import admin from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import { Tabs } from '@/components/ui/Tabs';
import { adminEnquiriesText } from '@/features/enquiries/adminText';
import type { RequestsPerWeekDto } from '@/features/enquiries/dto';
import { ASKING_KINDS } from '@/features/enquiries/kinds';
import { api, endpoints } from '@/lib/api';
import { formatAdminDate } from '@/lib/text/dates';
import type { ChartSeries } from './admin/RequestsChart';
import panel from './chartPanel.module.css';
import own from './RequestsPerWeek.module.css';

const t = adminEnquiriesText.perWeek;

export const requestsPerWeekKey = ['admin', 'requests-per-week'] as const;

/** The chart and its library (uPlot) load with the admin's Home only, after the figures. */
const RequestsChart = dynamic(() => import('./admin/RequestsChart').then((m) => m.RequestsChart), {
  ssr: false,
});

type View = keyof typeof t.views;
const VIEWS = (Object.keys(t.views) as View[]).map((key) => ({ key, label: t.views[key] }));

/** Six colour tokens readable on white (at least 5:1), and dashes so no line is told by colour alone. */
const LOOKS: Pick<ChartSeries, 'colour' | 'dash'>[] = [
  { colour: '--teal-700' },
  { colour: '--saffron-700', dash: [8, 4] },
  { colour: '--clay-700', dash: [2, 3] },
  { colour: '--leaf-700', dash: [12, 3, 2, 3] },
  { colour: '--teal-900', dash: [4, 4] },
  { colour: '--muted', dash: [1, 5] },
];

function seriesOf(data: RequestsPerWeekDto, view: View): ChartSeries[] {
  const named =
    view === 'kind'
      ? ASKING_KINDS.map((kind) => ({ label: adminEnquiriesText.kinds[kind], counts: data.byKind[kind] }))
      : [
          ...data.byCountry.map((country) => ({ label: country.name, counts: country.counts })),
          // Left out when every request went to the five named.
          ...(data.other.some((n) => n > 0) ? [{ label: t.other, counts: data.other }] : []),
        ];
  return named.map((series, index) => ({ ...series, ...LOOKS[index % LOOKS.length] }));
}

/**
 * The Dashboard's "Requests per week" over the last 26 weeks, by kind or by destination (tabs), as
 * a chart and, for screen readers and anyone who prefers it, the same figures as a table.
 */
export function RequestsPerWeek() {
  const query = useQuery({ queryKey: requestsPerWeekKey, queryFn: () => api.get(endpoints.requestsPerWeek) });
  const [view, setView] = useState<View>('kind');
  const data = query.data;
  const series = useMemo(() => (data ? seriesOf(data, view) : []), [data, view]);
  const viewName = t.views[view];
  return (
    <AdminPanel className={`${admin.panel} ${panel.section}`} title={t.heading} intro={t.intro}>
      <Tabs label={t.viewsLabel} items={VIEWS} selected={view} onSelect={setView}>
        {query.isError ? (
          <p className={admin.notice} role="alert">
            {t.failed}
          </p>
        ) : (
          <>
            {/* Its height is kept while the figures and the library load, so nothing below moves. */}
            <div className={own.chart} aria-busy={!data}>
              {data ? (
                <RequestsChart weeks={data.weeks} series={series} label={t.chartLabel(viewName)} />
              ) : (
                <p className={panel.loading}>{t.loading}</p>
              )}
            </div>
            {view === 'country' && <p className={own.hint}>{t.otherHint}</p>}
            <details className={`${admin.disclosure} ${panel.numbers}`}>
              <summary>{t.tableToggle}</summary>
              {data && (
                <table className={lists.table}>
                  <caption className="visually-hidden">{t.tableCaption(viewName)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.week}</th>
                      {series.map((s) => (
                        <th key={s.label} scope="col">
                          {s.label}
                        </th>
                      ))}
                      <th scope="col">{t.total}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.weeks.map((week, index) => (
                      <tr key={week}>
                        <th scope="row">{formatAdminDate(week)}</th>
                        {series.map((s) => (
                          <td key={s.label} data-label={s.label}>
                            {s.counts[index]}
                          </td>
                        ))}
                        <td data-label={t.total}>{series.reduce((sum, s) => sum + s.counts[index], 0)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </details>
          </>
        )}
      </Tabs>
    </AdminPanel>
  );
}
