'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CheckCheck, Languages } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import Link from 'next/link';
import { SelectField } from '@/components/ui/form/fields';
import { api, endpoints } from '@/lib/api';
import { adminTranslationsText as t } from '@/features/translations/adminText';
import { translationsQuerySchema, type TranslationKinds } from '@/features/translations/adminValidation';
import type { TranslationItemDto } from '@/features/translations/dto';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { FilterForm } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { useUrlList } from '@/components/admin/common/useUrlList';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { overviewKey } from '@/components/admin/common/overview';
import styles from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import own from './translations.module.css';

export const translationsKey = ['admin', 'translations'] as const;

const stateChoices = [
  { value: 'missing', label: t.filters.missing },
  { value: 'outdated', label: t.filters.outdated },
];

/**
 * Translations: the items whose Arabic is missing or outdated, of the kinds the role may edit,
 * filtered by kind and state (kept in the URL); each row names its fields and opens the item's
 * dialog at the first one.
 */
export function TranslationsScreen({ kinds }: { kinds: TranslationKinds }) {
  const schema = useMemo(() => translationsQuerySchema(kinds), [kinds]);
  const { values, query, set } = useUrlList(schema);
  const list = useQuery({
    queryKey: [...translationsKey, query],
    queryFn: () => api.get(endpoints.translations, { kind: values.kind, state: values.state }),
    // Back from a dialog it sent staff to, the list shows what they just translated.
    refetchOnMount: 'always',
  });
  const kindChoices = (list.data?.kinds ?? []).map(({ kind, label }) => ({ value: kind, label }));

  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <FilterForm
        values={{ kind: values.kind ?? '', state: values.state ?? '' }}
        onChange={(next) =>
          set({
            kind: (next.kind || undefined) as typeof values.kind,
            state: (next.state || undefined) as typeof values.state,
          })
        }
        label={t.filters.label}
        className={lists.filters}
      >
        <SelectField
          name="kind"
          label={t.filters.kind}
          choices={kindChoices}
          placeholder={t.filters.allKinds}
        />
        <SelectField
          name="state"
          label={t.filters.state}
          choices={stateChoices}
          placeholder={t.filters.allStates}
        />
      </FilterForm>
      {list.data && (
        <p className={lists.count} role="status">
          {t.count(list.data.items.length)}
        </p>
      )}
      <ListState query={list} empty={t.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <table className={lists.table} aria-label={t.listLabel}>
            <thead>
              <tr>
                <th scope="col">{t.columns.item}</th>
                <th scope="col">{t.columns.kind}</th>
                <th scope="col">{t.columns.fields}</th>
                <th scope="col">
                  <span className={own.hidden}>{t.columns.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <TranslationRow key={`${item.kind}-${item.id}`} item={item} />
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </>
  );
}

function TranslationRow({ item }: { item: TranslationItemDto }) {
  const confirm = useAdminMutation({
    mutationFn: () => api.post(endpoints.translationsConfirm, { kind: item.kind, id: item.id }),
    invalidates: [translationsKey, overviewKey],
    success: t.confirmed(item.title),
  });
  const outdated = item.fields.some((field) => field.state === 'outdated');
  return (
    <tr data-testid="translation-row">
      <th scope="row" className={lists.name}>
        {item.title}
      </th>
      <td data-label={t.columns.kind}>{item.kindLabel}</td>
      <td>
        <ul className={own.fields} aria-label={t.columns.fields}>
          {item.fields.map((field) => (
            <li key={field.field}>
              <span className={field.state === 'outdated' ? styles.chipPending : styles.chip}>
                {t.field(field.label, t.states[field.state])}
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td className={lists.actionCell}>
        <div className={own.actions}>
          {outdated && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => confirm.mutate()}
              disabled={confirm.isPending}
              aria-label={t.confirmLabel(item.title)}
            >
              <Icon node={CheckCheck} aria-hidden size={16} />
              {t.confirm}
            </button>
          )}
          <Link
            href={item.href}
            className={styles.secondaryButton}
            aria-label={t.translateLabel(item.title, item.fields[0].label)}
          >
            <Icon node={Languages} aria-hidden size={16} />
            {t.translate}
          </Link>
        </div>
      </td>
    </tr>
  );
}
