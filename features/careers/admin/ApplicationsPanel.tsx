'use client';

import { describeSource } from '@/lib/visits/describe';
import { Download } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { SelectField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminCareerText } from '@/features/careers/adminText';
import { api, endpoints } from '@/lib/api';
import type { ApplicationDto } from '@/features/careers/dto';
import { formatAdminDate } from '@/lib/text/dates';
import { applicationsQuerySchema, type ApplicationsQuery } from '@/features/careers/adminValidation';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { CsvExportButton } from '@/components/admin/common/CsvExportButton';
import { useDownload } from '@/components/admin/common/download';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { Pager } from '@/components/admin/common/Pager';
import { usePagedList } from '@/components/admin/common/usePagedList';
import styles from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';

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
  const applications = usePagedList(applicationsQuerySchema, applicationsKey, (query) =>
    api.get(endpoints.adminApplications, query),
  );
  const { values, list, set } = applications;
  const resume = useDownload();
  const filtered = values.position !== '' || values.q !== '';

  const downloadResume = (application: ApplicationDto) =>
    resume.mutate({
      endpoint: endpoints.applicationResume(application.id),
      fallbackName: adminCareerText.resumeFileName(application.name, 'pdf'),
    });

  return (
    <AdminPanel
      headingRef={applications.top}
      title={t.heading}
      actions={
        <CsvExportButton
          endpoint={endpoints.adminApplicationsCsv}
          query={values}
          fallbackName="applications.csv"
        />
      }
    >
      <ApplicationFilters
        values={{ position: values.position, sort: values.sort, q: values.q }}
        positions={list.data?.positions ?? []}
        onChange={(next) => set(next)}
      />
      {list.data && (
        <p className={lists.count} role="status">
          {t.count(list.data.total)}
        </p>
      )}
      <ListState query={list} empty={filtered ? t.noMatch : t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <table className={lists.table} aria-label={t.tableLabel} aria-busy={list.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.position}</th>
                  <th scope="col">{t.columns.language}</th>
                  <th scope="col">{t.columns.source}</th>
                  <th scope="col">{t.columns.date}</th>
                  <th scope="col">{t.columns.resume}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((application) => (
                  <tr key={application.id} data-testid="application-row">
                    <th scope="row" className={lists.name}>
                      {application.name}
                    </th>
                    <td data-label={t.columns.position}>{application.position}</td>
                    <td data-label={t.columns.language}>{common.languages[application.language]}</td>
                    <td data-label={t.columns.source} className={`${lists.muted} ${lists.wrap}`}>
                      {describeSource(application.source)}
                    </td>
                    <td data-label={t.columns.date}>
                      <time dateTime={application.date}>{formatAdminDate(application.date)}</time>
                    </td>
                    <td className={lists.actionCell}>
                      {application.hasResume ? (
                        <button
                          type="button"
                          className={`${styles.linkButton} ${lists.download}`}
                          onClick={() => downloadResume(application)}
                          aria-label={t.downloadLabel(application.name)}
                        >
                          <Icon node={Download} aria-hidden size={16} />
                          {t.download}
                        </button>
                      ) : (
                        <span className={lists.muted}>{t.noResume}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager list={applications} />
          </>
        )}
      </ListState>
    </AdminPanel>
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
  // A position from a shared link stays choosable even when no application has it any more.
  const choices = [...new Set([...positions, values.position].filter(Boolean))].map((position) => ({
    value: position,
    label: position,
  }));
  return (
    <FilterForm values={values} onChange={onChange} label={t.filtersLabel} className={lists.filters}>
      <SelectField name="position" label={t.position} choices={choices} placeholder={t.allPositions} />
      <SelectField name="sort" label={t.sort} choices={t.sortChoices} />
      <SearchField label={t.search} placeholder={t.searchPlaceholder} />
    </FilterForm>
  );
}
