/** What the Redirects screen's API answers. */
import type { Page } from '@/lib/api/shared';
import type { RedirectTargetKind } from './adminText';

export interface RedirectDto {
  id: number;
  /** The path without its language prefix: /old (it answers /ar/old too). */
  source: string;
  /** The path or address, or '' for an item. */
  target: string;
  /** An item's kind ('' for a path or address) and its id as text ('' for none): the dialog's fields. */
  targetKind: '' | RedirectTargetKind;
  targetId: string;
  /** Where the redirect sends an English visitor now (an item's path as it is today). */
  location: string;
  status: '301' | '302' | '307' | '308';
  note: string;
  updatedAt: string;
  /** The version it was read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
}

/** A save's answer: the redirect, and what the save did beyond it (a chain flattened). */
export interface RedirectSaved extends RedirectDto {
  /** Always sent by a save; optional so that a listed redirect is one too (the dialog edits either). */
  notices?: string[];
}

export interface RedirectImportResult {
  saved: number;
  /** Each refused line with its number in the file (the header is line 1) and why. */
  refused: { line: number; message: string }[];
}

export interface RedirectHostDto {
  id: number;
  name: string;
}

export interface NotFoundDto {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrerHost: string | null;
  /** Where a redirect staff made since sends this path's visitors (an English visitor's), or null. */
  redirectedTo: string | null;
}

export type RedirectsPage = Page<RedirectDto>;
export type NotFoundPage = Page<NotFoundDto>;
