import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Area } from '@/lib/auth/areas';
import type { PublicRoutes } from '@/lib/routing/publicRoutes';
import type { Transaction } from '@/lib/db/connect';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchSection } from '@/lib/text/siteSearch';
import type { TranslationDeclaration } from '@/features/translations/declaration';

/**
 * A content kind, declared once in its feature (features/<kind>/collection.ts): what History, the
 * Trash, drafts, scheduled publishing and the Translations screen need of it. The kinds are joined
 * in the one list of collections (./collections.ts), which callers pass in to the machinery
 * (features/history imports no kind). A leaf of types, so a kind's declaration imports nothing
 * that reads it.
 */
export interface ContentCollection {
  /**
   * Its admin API segment (/api/v1/admin/<kind>/…), which also names it in the routes of one item
   * of any kind (/api/v1/admin/history/<kind>/<id>, trash, preview, drafts): its key in the list.
   */
  kind: string;
  /** The part of the admin its items belong to: who may change them, see their history and preview them. */
  area: Area;
  /** What staff call one item (the Trash's chip) and the kind (the Translations screen's filter). */
  name: { one: string; many: string };
  table: PgTable & { id: PgColumn };
  /** The cache tags of the pages that show item `id`, expired in the transaction of its change. */
  tags: (id: number) => string[];
  /** Its translated texts' labels, its dialog and how the Translations screen names an item. */
  translations: TranslationDeclaration;
  /**
   * Writes the seed's items of the kind into an empty database, in the seed's transaction
   * (lib/db/seed.ts runs each kind's after the kinds its table refers to). Its content is imported
   * only then, so what reads the list does not carry the seed.
   */
  seed?: (tx: Transaction) => Promise<void>;
  /**
   * Its published items as the site search finds them, in `locale` (features/search/searchIndex.ts
   * reads every kind that has it). Imported only then, as the seed is.
   */
  search?: (locale: Locale) => Promise<SearchSection>;
}

/** Whether `collection` is published item by item (keeps drafts), not through its items (a category). */
export function keepsDrafts(collection: ContentCollection): collection is DraftKind {
  return 'published' in collection;
}

/** Kinds by their admin API segment: the list (./collections.ts), or a part of it. */
export type Collections = Readonly<Record<string, ContentCollection>>;

export type DraftData = Record<string, unknown>;

/** A row of a table that keeps drafts (drizzle's field names). */
export interface DraftRow {
  id: number;
  draft: DraftData | null;
  publishAt: Date | null;
  /** When the item is taken off the website (kinds whose column is `unpublish_at`). */
  unpublishAt?: Date | null;
}

export type DraftTable = PgTable & { id: PgColumn; draft: PgColumn; publishAt: PgColumn };

/** A content kind that keeps drafts. */
export interface DraftKind extends ContentCollection {
  table: DraftTable;
  /** The column that says the item is public (`published`, or news' `isPublished`). */
  published: PgColumn;
  /**
   * Whether an item added without "Save as draft" is public at once (products, posts, news), or
   * waits until staff publish it (services and jobs, as the spec has them).
   */
  createsPublished: boolean;
  /** When the background work unpublishes the item: `unpublish_at`, or a job's `close_at`. */
  unpublishAt: PgColumn;
  /** The public page a Preview of item `id` opens: its own page, or the list it is part of. */
  publicPage: (routes: PublicRoutes, id: number) => string;
  /** After a draft was published: what the kind must also change (a moved product's place). */
  afterPublish?: (tx: Transaction, before: DraftData, after: DraftData) => Promise<void>;
}

/** The kinds with drafts and schedules, by their admin API segment. */
export type DraftCollections = Readonly<Record<string, DraftKind>>;
