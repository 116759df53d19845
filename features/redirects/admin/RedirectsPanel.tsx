'use client';

import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TextField } from '@/components/ui/form/fields';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import { api, endpoints } from '@/lib/api';
import { may } from '@/lib/auth/permissions';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { useAdminSession } from '@/components/admin/AdminSession';
import { CreateButton } from '@/components/admin/common/CreateButton';
import { CsvExportButton } from '@/components/admin/common/CsvExportButton';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { confirmDelete, useAdminMutation, useVersionedDelete } from '@/components/admin/common/mutations';
import { Pager } from '@/components/admin/common/Pager';
import { RowButton } from '@/components/admin/common/RowButton';
import { useEditor } from '@/components/admin/common/useEditor';
import { usePagedList } from '@/components/admin/common/usePagedList';
import { useItemForm } from '@/components/admin/common/useItemForm';
import styles from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import { adminRedirectsText } from '@/features/redirects/adminText';
import type { RedirectDto, RedirectImportResult } from '@/features/redirects/dto';
import { hostSchema, redirectsQuerySchema } from '@/features/redirects/adminValidation';
import { RedirectDialog, redirectsKey } from './RedirectDialog';
import own from './redirects.module.css';

const t = adminRedirectsText;
const hostsKey = ['admin', 'redirect-hosts'] as const;

/** The redirects: search, 20 a page, add, edit, delete, CSV export and import; the allowed hosts. */
export function RedirectsPanel() {
  const redirects = usePagedList(redirectsQuerySchema, redirectsKey, (query) =>
    api.get(endpoints.redirects, query),
  );
  const { values, list, set } = redirects;
  const editor = useEditor<RedirectDto>(list.data?.items);
  const remove = useVersionedDelete<RedirectDto>({
    item: endpoints.redirect,
    listKey: redirectsKey,
    success: t.deleted,
  });

  return (
    <AdminPanel
      headingRef={redirects.top}
      title={t.tabs.redirects}
      actions={
        <div className={own.actions}>
          <ImportButton />
          <CsvExportButton endpoint={endpoints.redirectsCsv} query={values} fallbackName="redirects.csv" />
          <CreateButton onClick={editor.create} label={t.add} />
        </div>
      }
    >
      <FilterForm values={{ q: values.q }} onChange={set} label={t.search} className={lists.filters}>
        <SearchField label={t.search} placeholder={t.searchPlaceholder} />
      </FilterForm>
      <ListState query={list} empty={values.q ? t.noMatch : t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <table className={lists.table} aria-label={t.title} aria-busy={list.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.source}</th>
                  <th scope="col">{t.columns.target}</th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.note}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((redirect) => (
                  <tr key={redirect.id} data-testid="redirect-row">
                    <th scope="row" className={`${lists.name} ${own.path}`}>
                      {redirect.source}
                    </th>
                    <td data-label={t.columns.target} className={own.path}>
                      {redirect.targetKind
                        ? `${t.itemTarget(redirect.targetKind, Number(redirect.targetId))} (${redirect.location})`
                        : redirect.location}
                    </td>
                    <td data-label={t.columns.status}>{t.statusShort[redirect.status]}</td>
                    <td data-label={t.columns.note} className={own.path}>
                      {redirect.note}
                    </td>
                    <td className={lists.actionCell}>
                      <div className={own.actions}>
                        <RowButton
                          label={t.edit}
                          of={redirect.source}
                          onClick={() => editor.edit(redirect)}
                        />
                        <RowButton
                          label={t.delete}
                          of={redirect.source}
                          className={styles.dangerButton}
                          disabled={remove.isPending}
                          onClick={async () => {
                            if (await confirmDelete(t.deleteConfirm(redirect.source)))
                              remove.mutate(redirect);
                          }}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager list={redirects} />
          </>
        )}
      </ListState>
      {editor.dialog((item, close) => (
        <RedirectDialog item={item} onClose={close} />
      ))}
      <Hosts />
    </AdminPanel>
  );
}

/**
 * Import CSV: a button that opens the browser's file chooser for a file of the export's columns;
 * each refused line is listed with its number.
 */
function ImportButton() {
  const [report, setReport] = useState<RedirectImportResult | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const importing = useAdminMutation({
    mutationFn: async (file: File) => api.post(endpoints.redirectsImport, { csv: await file.text() }),
    invalidates: [redirectsKey],
    success: (result) => t.imported(result.saved, result.refused.length),
  });
  return (
    <>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={importing.isPending}
        onClick={() => file.current?.click()}
      >
        {importing.isPending ? t.importing : t.importCsv}
      </button>
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        aria-label={t.importCsv}
        hidden
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (chosen) importing.mutate(chosen, { onSuccess: setReport });
        }}
      />
      <div role="status" className={own.report}>
        {report && report.refused.length > 0 && (
          <div className={styles.notice}>
            {t.imported(report.saved, report.refused.length)}
            <ul>
              {report.refused.map((refused) => (
                <li key={refused.line}>{t.importLine(refused.line, refused.message)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}

/** The hosts off the site redirects may go to: every maker of redirects sees them, an Owner changes them. */
function Hosts() {
  const { user } = useAdminSession();
  const owner = may(user.role, 'settings');
  // A fresh form after each host allowed.
  const [added, setAdded] = useState(0);
  const hosts = useQuery({ queryKey: hostsKey, queryFn: () => api.get(endpoints.redirectHosts) });
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.redirectHost(id)),
    invalidates: [hostsKey],
    success: null,
  });
  return (
    <section className={own.section} aria-labelledby="redirect-hosts">
      <h3 id="redirect-hosts" className={styles.sectionHeading}>
        {t.hosts.title}
      </h3>
      {hosts.data && hosts.data.length === 0 && <p className={lists.muted}>{t.hosts.empty}</p>}
      {hosts.data && hosts.data.length > 0 && (
        <ul className={own.hosts}>
          {hosts.data.map((host) => (
            <li key={host.id} className={own.host}>
              {host.name}
              {owner && (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t.hosts.removeLabel(host.name)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(host.id)}
                >
                  {t.hosts.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <HostForm key={added} onAdded={() => setAdded((n) => n + 1)} />
      ) : (
        <p className={lists.muted}>{t.hosts.ownerOnly}</p>
      )}
    </section>
  );
}

function HostForm({ onAdded }: { onAdded: () => void }) {
  const state = useItemForm({
    schema: hostSchema,
    to: { create: endpoints.redirectHosts },
    invalidates: [hostsKey],
    created: (host) => `${host.name}: ${adminText.common.saved}`,
    onClose: onAdded,
  });
  return (
    <Form form={state.form} onSubmit={state.saving.submit} className={own.hostForm} aria-label={t.hosts.add}>
      <TextField name="name" label={t.hosts.name} hint={t.hosts.hint} autoComplete="off" />
      <button type="submit" className={styles.secondaryButton} disabled={!state.canSave || state.saving.busy}>
        {t.hosts.add}
      </button>
      <FormProblem>{state.saving.problem}</FormProblem>
    </Form>
  );
}
