'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileDown } from 'lucide-react';
import { useRef } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { Form } from '@/components/ui/form/Form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminCareerText } from '@/content/adminCareer';
import { api, endpoints, type ApplicationDto } from '@/lib/api';
import { formatDate } from '@/lib/text/dates';
import { ALL_POSITIONS, applicationsQuerySchema, type ApplicationsQuery } from '@/lib/validation/operations';
import { useDownload } from '../common/download';
import { ListState } from '../common/ListState';
import { useFilterForm } from '../common/useFilterForm';
import { pageCountOf, useUrlList } from '../common/useUrlList';
import styles from '../common/admin.module.css';
import career from './career.module.css';

const common = adminText.common;
const t = adminCareerText.applications;
export const applicationsKey = ['admin', 'applications'] as const;

type Filters = { position: string; sort: ApplicationsQuery['sort']; q: string };

/**
 * Spec: 'All Applications' with the position filter, Newest/Oldest, rows with a résumé Download,
 * 10 a page. Also a search by name or position, and a CSV of what the filter selects. Unlike the
 * spec's original, changing the filter, sort or search goes back to page 1.
 */
export function ApplicationsPanel() {
  const { values, query, set } = useUrlList(applicationsQuerySchema);
  const list = useQuery({
    queryKey: [...applicationsKey, query],
    queryFn: () => api.get(endpoints.applicationList(query)),
    placeholderData: keepPreviousData,
  });
  const resume = useDownload();
  const csv = useDownload();
  const top = useRef<HTMLHeadingElement>(null);
  const filtered = values.position !== '' || values.q !== '';

  const exportCsv = () =>
    csv.mutate({ endpoint: endpoints.applicationsCsv(query), fallbackName: 'applications.csv' });
  const downloadResume = (application: ApplicationDto) =>
    resume.mutate({
      endpoint: endpoints.applicationResume(application.id),
      fallbackName: adminCareerText.resumeFileName(application.name, 'pdf'),
    });

  return (
    <section aria-labelledby="applications-heading">
      <div className={styles.panelHeader}>
        <h2 id="applications-heading" ref={top} className={styles.panelTitle}>
          {t.heading}
        </h2>
        <button type="button" className={styles.secondaryButton} onClick={exportCsv} disabled={csv.isPending}>
          <FileDown aria-hidden size={18} />
          {csv.isPending ? t.exporting : t.export}
        </button>
      </div>
      <ApplicationFilters
        values={{ position: values.position, sort: values.sort, q: values.q }}
        positions={list.data?.positions ?? []}
        onChange={(next) => set(next)}
      />
      {list.data && (
        <p className={career.count} role="status">
          {t.count(list.data.total)}
        </p>
      )}
      <ListState query={list} empty={filtered ? t.noMatch : t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <table className={career.table} aria-label={t.tableLabel} aria-busy={list.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.position}</th>
                  <th scope="col">{t.columns.language}</th>
                  <th scope="col">{t.columns.date}</th>
                  <th scope="col">{t.columns.resume}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((application) => (
                  <tr key={application.id} data-testid="application-row">
                    <th scope="row" className={career.name}>
                      {application.name}
                    </th>
                    <td data-label={t.columns.position}>{application.position}</td>
                    <td data-label={t.columns.language}>{common.languages[application.language]}</td>
                    <td data-label={t.columns.date}>
                      <time dateTime={application.date}>{formatDate(application.date)}</time>
                    </td>
                    <td className={career.actionCell}>
                      {application.hasResume ? (
                        <button
                          type="button"
                          className={`${styles.linkButton} ${career.download}`}
                          onClick={() => downloadResume(application)}
                          aria-label={t.downloadLabel(application.name)}
                        >
                          <Download aria-hidden size={16} />
                          {t.download}
                        </button>
                      ) : (
                        <span className={career.muted}>{t.noResume}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pageCountOf(page) > 1 && (
              <Pagination
                page={page.page}
                pageCount={pageCountOf(page)}
                text={common.pagination}
                onChange={(next) => {
                  set({ page: next });
                  top.current?.scrollIntoView({ block: 'start' });
                }}
              />
            )}
          </>
        )}
      </ListState>
    </section>
  );
}

function ApplicationFilters({
  values,
  positions,
  onChange,
}: {
  values: Filters;
  positions: string[];
  onChange: (values: Filters) => void;
}) {
  const { form, submit } = useFilterForm<Filters>(values, onChange);
  // A position from a shared link stays choosable even when no application has it any more.
  const choices = [...new Set([...positions, values.position].filter((p) => p && p !== ALL_POSITIONS))].map(
    (position) => ({ value: position, label: position }),
  );
  return (
    <Form form={form} onSubmit={submit} className={career.filters} role="search" aria-label={t.filtersLabel}>
      <SelectField name="position" label={t.position} choices={choices} placeholder={t.allPositions} />
      <SelectField name="sort" label={t.sort} choices={t.sortChoices} />
      <TextField
        name="q"
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
      />
    </Form>
  );
}
