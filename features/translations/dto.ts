/** What the Translations API answers (lib/api/contract.ts). */
import type { TranslationKind } from './adminValidation';

export type TranslationState = 'missing' | 'outdated';

export interface TranslationFieldDto {
  /** The dialog's field name ('nameAr'), which the link opens the dialog at. */
  field: string;
  /** Its label as the dialog shows it: 'Sub-Product Name (Arabic)'. */
  label: string;
  state: TranslationState;
}

export interface TranslationItemDto {
  kind: TranslationKind;
  /** The kind as staff read it: 'Products'. */
  kindLabel: string;
  id: number;
  title: string;
  fields: TranslationFieldDto[];
  /** The item's dialog, opened at its first field. */
  href: string;
}

export interface TranslationsDto {
  items: TranslationItemDto[];
  /** The kinds the signed-in role may see, for the filter. */
  kinds: { kind: TranslationKind; label: string }[];
}
