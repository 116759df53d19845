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

/** A picture with the alt text of the page's language. */
export function imageIn(locale: Locale, image: StoredImage, altAr: string): StoredImage {
  const alt = textIn(locale, image.alt, altAr);
  return alt === image.alt ? image : { ...image, alt };
}
