/**
 * A quote or sample request's line as people read it: '500 kg · 25 kg fibre drum' (the mails, the
 * admin's cards). Plain data in, so client components can use it too.
 */
import { INTL_LOCALE, type Locale } from '../i18n/locales';

export interface RequestLineAmount {
  quantity: number;
  unit: string;
  packaging: string;
}

export function amountText(line: RequestLineAmount, locale: Locale, units: Record<string, string>): string {
  const quantity = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 3 }).format(
    line.quantity,
  );
  return [`${quantity} ${units[line.unit] ?? line.unit}`, line.packaging].filter(Boolean).join(' · ');
}
