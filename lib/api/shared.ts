/**
 * The pieces of the API's answers that the features' DTOs share (a page of a list, an item's
 * drafts, a picture, a file): a leaf, so that a feature's dto.ts need not import the contract,
 * which imports every feature's dto.ts (lib/api/contract.ts re-exports them).
 */
import type { StoredImage } from '../db/columns';

/** One page of a long list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type ImageDto = StoredImage;

/** What an item that keeps drafts says about them (products, blog posts, news, services, jobs). */
export interface Drafts<Fields> {
  /** Changes saved as a draft of a published item, not public yet: its fields as they would be with them. */
  draft: Fields | null;
  /** When the background work publishes the item (or its draft): ISO date-time, or null. */
  publishAt: string | null;
  /** When the background work unpublishes the item: ISO date-time, or null (a job's is its closeAt). */
  unpublishAt: string | null;
  /** The version the item was read at; a save sends it back as If-Match (lib/audit/versions.ts). */
  version: string;
}

/** An uploaded file as staff see it: the name it was uploaded with, and its size in bytes. */
export interface FileDto {
  name: string;
  size: number;
}
