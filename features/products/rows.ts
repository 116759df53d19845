/**
 * A product's specification as the product page's table and its Product JSON-LD show it: one row
 * per field staff filled, in the page's language, in the order buyers read a data sheet.
 */
import type { SiteText } from '@/content/text';
import { apiUrl } from '@/lib/routing/routes';
import { endpoints } from '@/lib/api/contract';
import type { ProductFields } from './dto';
import { countryName } from '@/lib/i18n/countries';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { countText } from '@/lib/text/plural';
import type { ProductForm, ProductSpecField } from './validation';
import type { QuantityUnit } from './units';
import { chosen, type ListOption } from './options';
import {
  isTextSpec,
  PAGE_ROWS,
  TEXT_SPECS,
  type ArabicSpecName,
  type SpecKey,
  type TextSpec,
} from './specification';

export type { SpecKey };

/** The specification fields the table shows (the Arabic ones are already chosen by the reader). */
export type ProductSpecification = Pick<ProductFields, Exclude<ProductSpecField, ArabicSpecName>>;

export interface SpecRow {
  key: SpecKey;
  label: string;
  /** One value, or several (a list). */
  value: string | string[];
  /** The list is of lines (packaging options) rather than names. */
  lines?: true;
  /** A Latin name, in italics and left to right on either page. */
  latin?: true;
  /** Where an item of the list links to, by its text (a certification's certificate). */
  links?: Record<string, string>;
}

/** The certifications among `options` that have a certificate, linked to its download. */
function certificateLinks(options: ListOption[]): Record<string, string> | undefined {
  const linked = options.filter((option) => option.hasCertificate);
  if (linked.length === 0) return undefined;
  return Object.fromEntries(
    linked.map((option) => [option.name, apiUrl(endpoints.certificate(option.id).path)]),
  );
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
  const links = certificateLinks(certifications);
  const valueOf = (key: Exclude<SpecKey, keyof typeof TEXT_SPECS>): string | string[] => {
    switch (key) {
      case 'casNumber':
        return product.casNumber;
      case 'originCountry':
        return product.originCountry && countryName(product.originCountry, locale);
      case 'hsCode':
        return product.hsCode;
      case 'form':
        return text.forms[product.form as ProductForm] ?? '';
      case 'applications':
        return chosen(product.applicationIds, lists.applications).map((o) => o.name);
      case 'certifications':
        return certifications.map((o) => o.name);
      case 'moq':
        return moqText(product, locale, text);
      case 'shelfLife':
        return product.shelfLifeMonths !== null
          ? countText(locale, product.shelfLifeMonths, text.months)
          : '';
    }
  };
  return PAGE_ROWS.flatMap((key): SpecRow[] => {
    if (isTextSpec(key)) {
      const spec: TextSpec = TEXT_SPECS[key];
      const value = spec.lines ? product[key].split('\n').filter((line) => line.trim()) : product[key];
      if (value.length === 0) return [];
      return [
        {
          key,
          label: spec.page[locale],
          value,
          ...(spec.lines ? { lines: true as const } : {}),
          ...(spec.latin ? { latin: true as const } : {}),
        },
      ];
    }
    const value = valueOf(key);
    if (value.length === 0) return [];
    return [{ key, label: text[key], value, ...(key === 'certifications' && links ? { links } : {}) }];
  });
}
