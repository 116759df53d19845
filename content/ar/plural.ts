/**
 * Arabic count phrases. Arabic has six plural categories (CLDR): 0, 1, 2, 3–10, 11–99, and
 * 100, 101, 102… where the last two digits decide again (103 → like 3, 111 → like 11).
 */
export interface PluralForms {
  /** 0, e.g. 'لا توجد منشورات'. */
  zero: string;
  /** 1, e.g. 'منشور واحد'. */
  one: string;
  /** 2, e.g. 'منشوران'. */
  two: string;
  /** 3–10 (and 103–110…): the number with the plural noun, e.g. (n) => `${n} منشورات`. */
  few: (n: number) => string;
  /** 11–99 (and 111–199…): the number with the singular noun in the accusative, e.g. `${n} منشورًا`. */
  many: (n: number) => string;
  /** 100, 101, 102, 200…: the number with the singular noun in the genitive, e.g. `${n} منشور`. */
  other: (n: number) => string;
}

export function pluralAr(n: number, forms: PluralForms): string {
  if (n === 0) return forms.zero;
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return forms.few(n);
  if (lastTwo >= 11 && lastTwo <= 99) return forms.many(n);
  return forms.other(n);
}
