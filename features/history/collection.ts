import type { PgTable } from 'drizzle-orm/pg-core';
import type { HistoryKind } from '@/lib/routing/contentKinds';
import type { Transaction } from '@/lib/db/connect';

/**
 * What History, the Trash, drafts and scheduled publishing need of a content kind. The kinds give
 * theirs in the one list of collections (lib/data/collections.ts), which callers pass in: this
 * feature imports none of them.
 */
export interface ContentCollection {
  table: PgTable;
  /** Expires the cache tags of the pages that show item `id`, in the change's transaction. */
  invalidate: (tx: Transaction, id: number) => Promise<void>;
}

/** Every kind History keeps. */
export type Collections = Record<HistoryKind, ContentCollection>;
