/**
 * A product's specification as the product page's table and its Product JSON-LD show it: one row
 * per field staff filled, in the page's language, in the order buyers read a data sheet.
 */
import type { SiteText } from '../../content/text';
import { apiUrl } from '../routing/routes';
import { endpoints, type ProductFields } from '../api/contract';
import { countryName } from '../i18n/countries';
import { INTL_LOCALE, type Locale } from '../i18n/locales';
import { countText } from './plural';
import type { ProductForm, ProductSpecField, QuantityUnit } from '../validation/productSpecs';

/** The specification fields the table shows (the Arabic ones are already chosen by the reader). */
export type ProductSpecification = Pick<ProductFields, Exclude<ProductSpecField, 'gradeAr' | 'packagingAr'>>;

export type SpecKey =
  | 'botanicalName'
  | 'casNumber'
  | 'originCountry'
  | 'hsCode'
  | 'form'
  | 'grade'
  | 'applications'
  | 'certifications'
  | 'moq'
  | 'packaging'
  | 'shelfLife';

export interface SpecRow {
  key: SpecKey;
  label: string;
  /** One value, or several (a list). */
  value: string | string[];
  /** Where an item of the list links to, by its text (a certification's certificate). */
  links?: Record<string, string>;
}

/** An option of a list staff manage (an application, a certification). */
interface ListOption {
  id: number;
  name: string;
  /** A certification with a certificate to download. */
  hasCertificate?: true;
}

/** The certifications among `options` that have a certificate, linked to its download. */
function certificateLinks(options: ListOption[]): Record<string, string> | undefined {
  const linked = options.filter((option) => option.hasCertificate);
  if (linked.length === 0) return undefined;
  return Object.fromEntries(
    linked.map((option) => [option.name, apiUrl(endpoints.certificate(option.id).path)]),
  );
}

/** The options of `ids` that still exist, in the list's order. */
export function chosen<T extends ListOption>(ids: number[], list: T[]): T[] {
  return list.filter((option) => ids.includes(option.id));
}

/** The minimum order as the page says it ('25 kg'), or '' when there is none. */
export function moqText(
  product: Pick<ProductSpecification, 'moqQuantity' | 'moqUnit'>,
  locale: Locale,
  text: SiteText['productSpecText'],
): string {
  if (product.moqQuantity === null || !product.moqUnit) return '';
  const quantity = new Intl.NumberFormat(INTL_LOCALE[locale]).format(product.moqQuantity);
  return `${quantity} ${text.units[product.moqUnit as QuantityUnit] ?? product.moqUnit}`;
}

export function specificationRows(
  product: ProductSpecification,
  lists: { applications: ListOption[]; certifications: ListOption[] },
  locale: Locale,
  text: SiteText['productSpecText'],
): SpecRow[] {
  const certifications = chosen(product.certificationIds, lists.certifications);
  const rows: [SpecKey, string | string[]][] = [
    ['botanicalName', product.botanicalName],
    ['casNumber', product.casNumber],
    ['originCountry', product.originCountry && countryName(product.originCountry, locale)],
    ['hsCode', product.hsCode],
    ['form', text.forms[product.form as ProductForm] ?? ''],
    ['grade', product.grade],
    ['applications', chosen(product.applicationIds, lists.applications).map((o) => o.name)],
    ['certifications', certifications.map((o) => o.name)],
    ['moq', moqText(product, locale, text)],
    ['packaging', product.packaging.split('\n').filter((line) => line.trim())],
    [
      'shelfLife',
      product.shelfLifeMonths !== null ? countText(locale, product.shelfLifeMonths, text.months) : '',
    ],
  ];
  const links = certificateLinks(certifications);
  return rows
    .filter(([, value]) => value.length > 0)
    .map(([key, value]) => ({
      key,
      label: text[key],
      value,
      ...(key === 'certifications' && links ? { links } : {}),
    }));
}
