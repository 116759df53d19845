'use client';

import { SelectField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminAuditText as t } from '@/features/audit/adminText';
import { api, endpoints } from '@/lib/api';
import type { AuditEventDto } from '@/features/audit/dto';
import { formatDubaiTime } from '@/lib/text/dates';
import { AUDIT_KINDS } from '@/lib/audit/kinds';
import { auditQuerySchema, type AuditQuery } from '@/features/audit/validation';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ChangesTable } from '@/components/admin/common/ChangesTable';
import { CsvExportButton } from '@/components/admin/common/CsvExportButton';
import { FilterForm } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { Pager } from '@/components/admin/common/Pager';
import { usePagedList } from '@/components/admin/common/usePagedList';
import styles from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import own from './audit.module.css';

export const auditKey = ['admin', 'audit'] as const;

type Filters = Pick<AuditQuery, 'person' | 'kind' | 'from' | 'to'>;
const noFilters: Filters = { person: '', kind: '', from: '', to: '' };
const kindChoices = AUDIT_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }));

/**
 * The audit trail (Owner): every admin change and security event, newest first, 20 a page, filtered
 * by person, kind and Dubai dates (kept in the URL); content changes open to their fields before
 * and after. The CSV holds what the filters select.
 */
export function AuditScreen() {
  const audit = usePagedList(auditQuerySchema, auditKey, (query) => api.get(endpoints.audit, query));
  const { values, list, set } = audit;
  const filters: Filters = { person: values.person, kind: values.kind, from: values.from, to: values.to };
  const filtered = Object.values(filters).some(Boolean);
  // A person from a shared link stays choosable even when the trail no longer names them.
  const people = [...new Set([...(list.data?.people ?? []), values.person].filter(Boolean))].map((email) => ({
    value: email,
    label: email,
  }));

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        headingRef={audit.top}
        actions={<CsvExportButton endpoint={endpoints.auditCsv} query={values} fallbackName="audit.csv" />}
      />
      <FilterForm values={filters} onChange={set} label={t.filtersLabel} className={lists.filters}>
        <SelectField name="person" label={t.person} choices={people} placeholder={t.everyone} />
        <SelectField name="kind" label={t.kind} choices={kindChoices} placeholder={t.allKinds} />
        <TextField name="from" type="date" label={t.from} />
        <TextField name="to" type="date" label={t.to} />
      </FilterForm>
      {list.data && (
        <p className={lists.count} role="status">
          {t.count(list.data.total)}
          {filtered && (
            <>
              {' · '}
              <button type="button" className={styles.linkButton} onClick={() => set(noFilters)}>
                {t.clear}
              </button>
            </>
          )}
        </p>
      )}
      <ListState query={list} empty={filtered ? t.noMatch : t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <table
              className={`${lists.table} ${own.events}`}
              aria-label={t.tableLabel}
              aria-busy={list.isPlaceholderData}
            >
              <thead>
                <tr>
                  <th scope="col">{t.columns.when}</th>
                  <th scope="col">{t.columns.who}</th>
                  <th scope="col">{t.columns.what}</th>
                  <th scope="col">{t.columns.address}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((event) => (
                  <tr key={event.id} data-testid="audit-row">
                    <td className={own.when}>
                      <time dateTime={event.at}>{formatDubaiTime(event.at)}</time>
                    </td>
                    <th scope="row" className={lists.name}>
                      {event.who ?? t.system}
                    </th>
                    <td>
                      <EventWhat event={event} />
                    </td>
                    <td data-label={t.columns.address} className={own.address}>
                      {event.ip ?? adminText.changes.empty}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager list={audit} />
          </>
        )}
      </ListState>
    </>
  );
}

/** 'Changed · Product · Saffron extract', and the fields before and after when there are any. */
function EventWhat({ event }: { event: AuditEventDto }) {
  const what = [t.kinds[event.kind] ?? event.kind, event.entity && t.entityName(event.entity), event.summary]
    .filter(Boolean)
    .join(' · ');
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return (
    <>
      <span className={own.what}>{what}</span>
      {fields.length > 0 && (
        <details className={`${styles.disclosure} ${own.changes}`}>
          <summary>{t.showChanges}</summary>
          <ChangesTable
            label={t.changesLabel(what)}
            fields={fields}
            columns={[
              { heading: t.before, values: event.before },
              { heading: t.after, values: event.after },
            ]}
          />
        </details>
      )}
    </>
  );
}
