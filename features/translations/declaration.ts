import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import type { Area } from '@/lib/auth/areas';

export type Row = Record<string, unknown> & { id: number };

/**
 * What the Translations screen and "Publish only with its Arabic" need of a kind that a table
 * cannot say. A content kind gives its `translations` in its collection (features/<kind>/collection.ts);
 * its table, area and published column are the collection's.
 */
export type TranslationDeclaration = Omit<KindDeclaration, 'label' | 'table' | 'area' | 'published'>;

export interface KindDeclaration {
  /** The kind as the screen's filter names it. */
  label: string;
  table: PgTable;
  area: Area;
  /** The item as the list names it. */
  title: (row: Row) => string;
  /** The English label of each translated text's dialog field (by the table's field name). */
  labels: Record<string, string>;
  /** The dialog's schema (its create schema: what a new item must have). */
  schema: z.ZodMiniObject;
  /** The dialog's name of a field where it is not the table's (news' body is the dialog's description). */
  formFields?: Record<string, string>;
  /** The dialog's English field of an Arabic one, where it is not the Arabic's name without `Ar`. */
  englishFields?: Record<string, string>;
  /** The item's dialog, opened at `field` (routes.adminEdit). */
  href: (row: Row, field: string) => string;
  /** The column that says whether the item is on the website (kinds that publish). */
  published?: Column;
}
