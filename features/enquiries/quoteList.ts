'use client';

import { useSyncExternalStore } from 'react';

/**
 * The buyer's quote list: the products they added, with what they have typed for each so far,
 * kept in localStorage so it survives navigation, reloads and other tabs (the 'storage' event).
 * The request page turns it into the form's lines; sending the request empties it.
 */
export interface QuoteListItem {
  productId: number;
  /** As typed in the request form for a quote (kept while the buyer browses for more). */
  quantity?: string;
  unit?: string;
  packaging?: string;
  /** As typed for a sample, apart: a sample's 500 g is not a quote's 500 kg. */
  sample?: { quantity?: string; unit?: string };
}

const KEY = 'kinglife:quote-list';
/** Tells this tab's readers about its own writes (the 'storage' event only reaches other tabs). */
const CHANGED = 'kinglife:quote-list-changed';
const EMPTY: readonly QuoteListItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: readonly QuoteListItem[] = EMPTY;

function isItem(value: unknown): value is QuoteListItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger((value as QuoteListItem).productId) &&
    (value as QuoteListItem).productId > 0
  );
}

function read(): readonly QuoteListItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window's setting): the list lives only as long as the page.
    return cachedItems;
  }
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) ? parsed.filter(isItem) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function write(items: readonly QuoteListItem[]): void {
  cachedItems = items;
  try {
    cachedRaw = JSON.stringify(items);
    window.localStorage.setItem(KEY, cachedRaw);
  } catch {
    cachedRaw = null;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The list (empty while the page is rendered on the server and until it hydrates). */
export function useQuoteList(): readonly QuoteListItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export const quoteList = {
  /** The list as it is now (outside React's render: an effect's). */
  read: (): readonly QuoteListItem[] => read(),
  has: (items: readonly QuoteListItem[], productId: number) => items.some((i) => i.productId === productId),
  add(productId: number): void {
    const items = read();
    if (!quoteList.has(items, productId)) write([...items, { productId }]);
  },
  /** Puts these products in the list (a past request's lines): what they carry replaces what was typed. */
  addAll(added: readonly QuoteListItem[]): void {
    const byId = new Map(read().map((item) => [item.productId, item]));
    for (const item of added) byId.set(item.productId, { ...byId.get(item.productId), ...item });
    write([...byId.values()]);
  },
  remove(productId: number): void {
    write(read().filter((item) => item.productId !== productId));
  },
  /** Keeps what the buyer typed for a product. */
  update(productId: number, fields: Omit<QuoteListItem, 'productId'>): void {
    write(read().map((item) => (item.productId === productId ? { ...item, ...fields } : item)));
  },
  clear(): void {
    write(EMPTY);
  },
};
