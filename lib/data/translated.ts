/**
 * What a public reader returns on an Arabic page: each text in Arabic where it has been translated,
 * the English where its Arabic is still empty — field by field, so a product with an Arabic name
 * but no Arabic description shows the Arabic name and the English description.
 */
import type { StoredImage } from '../db/schema';
import type { Locale } from '../i18n/locales';

export function textIn(locale: Locale, english: string, arabic: string): string {
  return locale === 'ar' && arabic.trim() !== '' ? arabic : english;
}

/** A picture with the alt text of the page's language; a decorative one has none (alt=""). */
export function imageIn(locale: Locale, image: StoredImage, altAr: string): StoredImage {
  const alt = image.decorative ? '' : textIn(locale, image.alt, altAr);
  return alt === image.alt ? image : { ...image, alt };
}

/** The fields of `Row` with an Arabic twin (`title` and `titleAr`), both texts. */
export type TranslatedField<Row> = {
  [K in keyof Row & string]: Row[K] extends string ? (`${K}Ar` extends keyof Row ? K : never) : never;
}[keyof Row & string];

/**
 * `row` as a page in `locale` shows it: each of `fields` from its Arabic twin where that is filled,
 * and its picture's alt text from `imageAltAr`, when it has both.
 */
export function translatedRow<Row extends object>(
  locale: Locale,
  row: Row,
  fields: readonly TranslatedField<Row>[],
): Row {
  const shown = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    shown[field] = textIn(locale, shown[field] as string, shown[`${field}Ar`] as string);
  }
  if ('image' in shown && 'imageAltAr' in shown) {
    shown.image = imageIn(locale, shown.image as StoredImage, shown.imageAltAr as string);
  }
  return shown as Row;
}
