'use client';

import { useQuery } from '@tanstack/react-query';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import admin from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import { adminEnquiriesText } from '@/features/enquiries/adminText';
import type { SourceRowDto } from '@/features/enquiries/dto';
import { ENQUIRY_KINDS } from '@/features/enquiries/kinds';
import { api, endpoints } from '@/lib/api';
import { DIRECT, sourceText } from '@/lib/visits/describe';
import panel from './chartPanel.module.css';
import own from './RequestsBySource.module.css';

const t = adminEnquiriesText.bySource;

export const requestsBySourceKey = ['admin', 'requests-by-source'] as const;

function labelOf(row: SourceRowDto): string {
  if (row.kind === 'other') return t.other;
  if (row.kind === 'unknown') return sourceText.unknown;
  if (row.source === DIRECT) return sourceText.direct;
  return `${row.source} / ${row.medium}`;
}

/**
 * The Dashboard's "Requests by source": the last 90 days' requests by the source and medium of the
 * visit that sent them, as bars and, for screen readers and anyone who prefers it, as a table by kind.
 */
export function RequestsBySource() {
  const query = useQuery({
    queryKey: requestsBySourceKey,
    queryFn: () => api.get(endpoints.requestsBySource),
  });
  const data = query.data;
  const most = Math.max(1, ...(data?.rows.map((row) => row.total) ?? []));
  return (
    <AdminPanel
      className={`${admin.panel} ${panel.section}`}
      title={t.heading}
      intro={t.intro(data?.days ?? 90)}
    >
      {query.isError ? (
        <p className={admin.notice} role="alert">
          {t.failed}
        </p>
      ) : !data ? (
        <p className={panel.loading}>{t.loading}</p>
      ) : data.rows.length === 0 ? (
        <p className={panel.loading}>{t.empty}</p>
      ) : (
        <>
          <ol className={own.bars} aria-label={t.chartLabel}>
            {data.rows.map((row) => (
              <li key={`${row.kind}:${row.source}:${row.medium}`} data-kind={row.kind}>
                <span className={own.label} dir="auto">
                  {labelOf(row)}
                </span>
                <span className={own.track} aria-hidden>
                  <span className={own.bar} style={{ inlineSize: `${(row.total / most) * 100}%` }} />
                </span>
                <span className={own.total}>{row.total}</span>
              </li>
            ))}
          </ol>
          <details className={`${admin.disclosure} ${panel.numbers}`}>
            <summary>{t.tableToggle}</summary>
            <table className={lists.table}>
              <caption className="visually-hidden">{t.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.sourceColumn}</th>
                  {ENQUIRY_KINDS.map((kind) => (
                    <th key={kind} scope="col">
                      {adminEnquiriesText.kinds[kind]}
                    </th>
                  ))}
                  <th scope="col">{t.total}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.kind}:${row.source}:${row.medium}`}>
                    <th scope="row" dir="auto">
                      {labelOf(row)}
                    </th>
                    {ENQUIRY_KINDS.map((kind) => (
                      <td key={kind} data-label={adminEnquiriesText.kinds[kind]}>
                        {row.counts[kind]}
                      </td>
                    ))}
                    <td data-label={t.total}>{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </AdminPanel>
  );
}
