import { INTL_LOCALE, type Locale } from '../i18n/locales';
import { fill } from './fill';

/**
 * A count phrase per CLDR plural category, '{n}' standing for the number. English needs `one`
 * and `other`; Arabic uses all six (0, 1, 2, 3–10, 11–99, 100…).
 */
export interface CountForms {
  zero?: string;
  one: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** countText('ar', 5, forms) → '5 منشورات'. Plain data in, so client components can use it too. */
export function countText(locale: Locale, n: number, forms: CountForms): string {
  const category = new Intl.PluralRules(INTL_LOCALE[locale]).select(n) as keyof CountForms;
  return fill(forms[category] ?? forms.other, { n });
}
