'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Fragment, useId, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CheckboxGroupField, SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { adminProductsText } from '@/features/products/adminText';
import { api, endpoints, type ProductListKind } from '@/lib/api';
import type { ProductFields } from '@/features/products/dto';
import { countryOptions } from '@/lib/i18n/countries';
import {
  ADMIN_LAYOUT,
  isTextSpec,
  TEXT_SPECS,
  type TextSpec,
  type TextSpecName,
} from '@/features/products/specification';
import { PRODUCT_FORMS } from '@/features/products/validation';
import { QUANTITY_UNITS } from '@/features/products/units';
import { ListState } from '@/components/admin/common/ListState';
import { useDisclosure } from '@/components/admin/common/useDisclosure';
import { productKeys } from '../queryKeys';
import styles from '@/components/admin/common/admin.module.css';

const t = adminProductsText.spec;

const formChoices = PRODUCT_FORMS.map((value) => ({ value, label: t.forms[value] }));
const unitChoices = QUANTITY_UNITS.map((value) => ({ value, label: t.units[value] }));
const countryChoices = countryOptions('en').map(([value, label]) => ({ value, label }));

/** The fields of the section (the Arabic of its texts are with the other Arabic). */
const FIELDS = ADMIN_LAYOUT.flat();
/** What the product page's table counts as one row each (the unit goes with its quantity). */
const ROWS = FIELDS.filter((name) => name !== 'moqUnit');

/**
 * The values the form starts with for the fields it cannot take from the product as they are
 * (useItemForm takes texts): the ticked options as the checkboxes' values, numbers as typed text.
 */
export function specificationValues(product?: Partial<ProductFields>) {
  const typed = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    applicationIds: (product?.applicationIds ?? []).map(String),
    certificationIds: (product?.certificationIds ?? []).map(String),
    moqQuantity: typed(product?.moqQuantity),
    shelfLifeMonths: typed(product?.shelfLifeMonths),
  };
}

/**
 * The product dialog's Specification: a part of its own, shown on demand (the dialog stays as short
 * as before for the usual edits) and saying how much of it is filled in. It stays open while one
 * of its fields is invalid, so a problem is never hidden; closed, the form keeps the values.
 */
export function SpecificationSection() {
  const { control, trigger } = useFormContext();
  const { errors } = useFormState({ control, name: [...FIELDS] });
  const values = useWatch({ control, name: [...ROWS] }) as unknown[];
  const filled = values.filter((value) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '',
  ).length;
  const { button, panel } = useDisclosure({ forceOpen: FIELDS.some((name) => errors[name]) });
  const headingId = useId();
  const widgets: Record<Exclude<(typeof FIELDS)[number], TextSpecName>, ReactNode> = {
    casNumber: <TextField name="casNumber" label={t.casNumber} hint={t.casNumberHint} autoComplete="off" />,
    hsCode: (
      <TextField name="hsCode" label={t.hsCode} hint={t.hsCodeHint} autoComplete="off" inputMode="decimal" />
    ),
    originCountry: (
      <SelectField
        name="originCountry"
        label={t.originCountry}
        placeholder={t.notGiven}
        choices={countryChoices}
      />
    ),
    form: <SelectField name="form" label={t.form} placeholder={t.notGiven} choices={formChoices} />,
    applicationIds: <ListChoices kind="applications" legend={t.applications} />,
    certificationIds: <ListChoices kind="certifications" legend={t.certifications} />,
    moqQuantity: (
      <TextField
        name="moqQuantity"
        label={t.moqQuantity}
        inputMode="decimal"
        autoComplete="off"
        options={{ deps: 'moqUnit' }}
      />
    ),
    moqUnit: (
      <SelectField
        name="moqUnit"
        label={t.moqUnit}
        placeholder={t.noUnit}
        choices={unitChoices}
        options={{ onChange: () => trigger('moqUnit') }}
      />
    ),
    shelfLifeMonths: (
      <TextField
        name="shelfLifeMonths"
        label={t.shelfLife}
        hint={t.shelfLifeHint}
        inputMode="numeric"
        autoComplete="off"
      />
    ),
  };
  return (
    <section className={styles.formSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.formSectionHeading}>
        <button {...button} className={styles.formSectionToggle}>
          <Icon node={ChevronDown} aria-hidden size={20} className={styles.formSectionChevron} />
          <span>{t.heading}</span>
          <span className={styles.formSectionStatus}>{t.filled(filled, ROWS.length)}</span>
        </button>
      </h3>
      <div {...panel} className={styles.sectionFields}>
        <p className={styles.formSectionIntro}>{t.intro}</p>
        {ADMIN_LAYOUT.map((row) => {
          const fields = row.map((name) => (
            <Fragment key={name}>{isTextSpec(name) ? <SpecTextField name={name} /> : widgets[name]}</Fragment>
          ));
          if (row.length === 1) return fields;
          // A quantity needs its unit: the unit's message follows both fields as they change.
          const pair = row[0] === 'moqQuantity' ? styles.quantityPair : styles.fieldPair;
          return (
            <div key={row[0]} className={pair}>
              {fields}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The options of a list staff manage, as checkboxes (Products → Lists adds and renames them). */
function ListChoices({ kind, legend }: { kind: ProductListKind; legend: string }) {
  const list = useQuery({
    queryKey: productKeys.lists(kind),
    queryFn: () => api.get(endpoints.productList(kind)),
  });
  return (
    <ListState query={list} empty={t.noOptions(legend)}>
      {(options) => (
        <CheckboxGroupField
          name={`${kind === 'applications' ? 'application' : 'certification'}Ids`}
          legend={legend}
          choices={options.map((option) => ({ value: String(option.id), label: option.name }))}
        />
      )}
    </ListState>
  );
}

/** A plain text of the specification, as features/products/specification.ts declares it. */
function SpecTextField({ name }: { name: TextSpecName }) {
  const spec: TextSpec = TEXT_SPECS[name];
  const { label, hint } = spec.admin;
  return spec.lines ? (
    <TextareaField name={name} label={label} rows={3} hint={hint} />
  ) : (
    <TextField name={name} label={label} hint={hint} autoComplete="off" />
  );
}
