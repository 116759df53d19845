'use client';

import { useState } from 'react';
import { SelectField } from '@/components/ui/form/fields';
import { api, endpoints } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { Pager } from '@/components/admin/common/Pager';
import { RowButton } from '@/components/admin/common/RowButton';
import { usePagedList } from '@/components/admin/common/usePagedList';
import lists from '@/components/admin/common/table.module.css';
import { adminRedirectsText } from '@/features/redirects/adminText';
import { NOT_FOUND_SORTS, notFoundQuerySchema } from '@/features/redirects/adminValidation';
import { RedirectDialog } from './RedirectDialog';
import own from './redirects.module.css';

const t = adminRedirectsText.notFound;
export const notFoundKey = ['admin', 'not-found'] as const;
const sortChoices = NOT_FOUND_SORTS.map((sort) => ({ value: sort, label: t.sorts[sort] }));

/**
 * The 404 log: the addresses visitors did not find, newest or most visited first, 20 a page, each
 * with "Create redirect" (the Redirects dialog with the address filled in).
 */
export function NotFoundPanel() {
  const log = usePagedList(notFoundQuerySchema, notFoundKey, (query) =>
    api.get(endpoints.notFoundLog, query),
  );
  const { values, list, set } = log;
  const [source, setSource] = useState<string | null>(null);

  return (
    <AdminPanel headingRef={log.top} title={adminRedirectsText.tabs.notFound} intro={t.intro}>
      <FilterForm
        values={{ sort: values.sort, q: values.q }}
        onChange={set}
        label={adminRedirectsText.tabs.notFound}
        className={lists.filters}
      >
        <SelectField name="sort" label={t.sort} choices={sortChoices} />
        <SearchField label={adminRedirectsText.notFound.columns.path} placeholder="/old-page" />
      </FilterForm>
      <ListState query={list} empty={t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <table
              className={lists.table}
              aria-label={adminRedirectsText.tabs.notFound}
              aria-busy={list.isPlaceholderData}
            >
              <thead>
                <tr>
                  <th scope="col">{t.columns.path}</th>
                  <th scope="col">{t.columns.hits}</th>
                  <th scope="col">{t.columns.lastSeen}</th>
                  <th scope="col">{t.columns.firstSeen}</th>
                  <th scope="col">{t.columns.referrer}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((row) => (
                  <tr key={row.path} data-testid="not-found-row">
                    <th scope="row" className={`${lists.name} ${own.path}`}>
                      {row.path}
                    </th>
                    <td data-label={t.columns.hits}>{row.hits.toLocaleString('en')}</td>
                    <td data-label={t.columns.lastSeen}>
                      <time dateTime={row.lastSeen}>{formatDubaiTime(row.lastSeen)}</time>
                    </td>
                    <td data-label={t.columns.firstSeen}>
                      <time dateTime={row.firstSeen}>{formatDubaiTime(row.firstSeen)}</time>
                    </td>
                    <td data-label={t.columns.referrer} className={own.path}>
                      {row.referrerHost ?? t.noReferrer}
                    </td>
                    <td className={lists.actionCell}>
                      {row.redirectedTo === null ? (
                        <RowButton
                          label={t.createRedirect}
                          of={row.path}
                          onClick={() => setSource(row.path)}
                        />
                      ) : (
                        <span className={own.redirected}>{t.redirectedTo(row.redirectedTo)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager list={log} />
          </>
        )}
      </ListState>
      {source !== null && <RedirectDialog source={source} onClose={() => setSource(null)} />}
    </AdminPanel>
  );
}
