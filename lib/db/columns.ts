/**
 * Column helpers shared by the platform's tables (./platformSchema.ts) and the features'
 * (features/<name>/tables.ts, gathered by ./schema.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, timestamp, type AnyPgColumn, type PgColumn } from 'drizzle-orm/pg-core';
import type { ImageFocus } from '../images/focus';
import type { VisitSource } from '../visits/source';
import {
  textNames,
  type ArabicName,
  type TextName,
  type TextSpec,
  type TextSpecs,
} from '../validation/texts';

/** Where the visit that sent a public form came from (lib/visits/source.ts); null when the page sent none. */
export const visitSource = () => jsonb('source').$type<VisitSource>();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * An item staff edit in a dialog: counted up by the database at every change of what it holds (not
 * its place in a list), whatever makes it (migration 0032). A save says which version it was read at
 * (lib/audit/versions.ts), so a save made over another's is refused, not silently kept.
 */
export const version = () => integer('version').notNull().default(1);

/**
 * A picture: a path under /public (seed artwork) or /media/<key> (an upload), with its English alt
 * text (the Arabic is the row's image_alt_ar column) or marked decorative (both alts empty, the
 * pages give it alt=""); uploads also record their pixel size (the seed artwork is SVG and scales).
 */
export interface StoredImage {
  src: string;
  alt: string;
  decorative?: boolean;
  width?: number;
  height?: number;
  /** Where its subject is (lib/images/focus.ts), when staff chose it; else its centre. */
  focus?: ImageFocus;
}

export const image = (name = 'image') => jsonb(name).$type<StoredImage>().notNull();
/**
 * The Arabic of an English text column: empty while untranslated (the Arabic pages then show the
 * English, field by field). One explicit column per translatable field, like the English ones.
 */
export const arabic = (name: string) => text(name).notNull().default('');

const requiredEnglish = (name: string) => text(name).notNull();
const optionalEnglish = (name: string) => text(name).notNull().default('');
type EnglishColumn<S extends TextSpec> = S extends { required: string }
  ? S extends { emptyByDefault: true }
    ? ReturnType<typeof optionalEnglish>
    : ReturnType<typeof requiredEnglish>
  : ReturnType<typeof optionalEnglish>;
export type TextColumns<D extends TextSpecs> = { [K in TextName<D>]: EnglishColumn<D[K]> } & {
  [K in ArabicName<D>]: ReturnType<typeof arabic>;
};

/**
 * The columns of a kind's declared texts (lib/validation/texts.ts): each English text (`teaser`,
 * column `teaser`; `closingNote`, `closing_note`) and its Arabic twin (`teaserAr`, `teaser_ar`).
 */
export function textColumns<D extends TextSpecs>(texts: D): TextColumns<D> {
  return Object.fromEntries(
    textNames(texts).flatMap((name) => {
      const column = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      const { required, emptyByDefault } = texts[name];
      const english = required && !emptyByDefault ? requiredEnglish(column) : optionalEnglish(column);
      return [
        [name, english],
        [`${name}Ar`, arabic(`${column}_ar`)],
      ];
    }),
  ) as TextColumns<D>;
}
/**
 * Unpublished changes of a published item, saved as a draft: the stored fields as they would be
 * after "Publish changes" (database column names, as a version's data), or null (features/history/drafts.ts).
 */
export const draft = () => jsonb('draft').$type<Record<string, unknown>>();
/** When the background work publishes the item (or its draft); null when not scheduled. */
export const publishAt = () => timestamp('publish_at', { withTimezone: true });
/** When the background work takes the item off the website; null when not scheduled. */
export const unpublishAt = () => timestamp('unpublish_at', { withTimezone: true });
/** The rows the background work looks for (features/history/scheduled.ts): only those with a time set. */
export const scheduledIndex = (table: string, at: PgColumn) =>
  index(`${table}_${at.name}_idx`)
    .on(at)
    .where(sql`${at} IS NOT NULL`);
/**
 * The columns of an item that keeps drafts and schedules (features/history): its draft, when the
 * background work publishes and unpublishes it, and its bookkeeping.
 */
export const draftedColumns = () => ({
  draft: draft(),
  publishAt: publishAt(),
  unpublishAt: unpublishAt(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});
/** The indexes the background work finds `table`'s due items by (its draftedColumns' times). */
export const scheduledIndexes = (table: string, t: { publishAt: AnyPgColumn; unpublishAt: AnyPgColumn }) => [
  scheduledIndex(table, t.publishAt),
  scheduledIndex(table, t.unpublishAt),
];
/** The language a visitor's submission came in ('en' | 'ar', lib/i18n/locales.ts). */
export const language = () =>
  text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en');
