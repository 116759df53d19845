/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { HistoryKind } from '@/lib/data/collections';

/** One saved state of a content item (its History). */
export interface VersionDto {
  id: number;
  /** 1 for the oldest kept. */
  number: number;
  /** ISO date-time. */
  at: string;
  /** Who saved it; null for how the item was before history began. */
  who: string | null;
  action: 'original' | 'create' | 'update' | 'restore' | 'delete';
  /** The fields this save changed (database names); empty for a creation. */
  changed: string[];
  /** The item as it was after this save (database names). */
  data: Record<string, unknown>;
}

export interface HistoryDto {
  title: string;
  /** Newest first. */
  versions: VersionDto[];
}

/** A deleted item waiting in the Trash. */
export interface TrashItemDto {
  kind: HistoryKind;
  /** What staff call an item of its kind ('Service'). */
  kindName: string;
  id: number;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When it leaves the Trash for good. */
  keptUntil: string;
}
