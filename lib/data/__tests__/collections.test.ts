/**
 * The one list of collections: each content kind is declared once (features/<kind>/collection.ts)
 * and what the shared machinery knows of it comes from that declaration.
 */
import { getTableName } from 'drizzle-orm';
import { mayUse } from '@/lib/auth/permissions';
import {
  COLLECTIONS,
  DRAFT_COLLECTIONS,
  HISTORY_KINDS,
  isHistoryKind,
  ITEM_KIND,
  PREVIEW_KINDS,
  type HistoryKind,
} from '../collections';
import { TRANSLATION_KIND_SPECS } from '@/features/translations/kinds';
import { routesFor } from '@/lib/routing/routes';

it('holds every kind History keeps, each under the name it declares, and the kinds with drafts among them', () => {
  expect(Object.keys(COLLECTIONS).sort()).toEqual([...HISTORY_KINDS].sort());
  expect(Object.keys(DRAFT_COLLECTIONS).sort()).toEqual([...PREVIEW_KINDS].sort());
  for (const [kind, collection] of Object.entries(COLLECTIONS)) expect(collection.kind).toBe(kind);
  for (const kind of PREVIEW_KINDS) expect(DRAFT_COLLECTIONS[kind]).toBe(COLLECTIONS[kind]);
  const tables = Object.values(COLLECTIONS).map((collection) => getTableName(collection.table));
  expect(new Set(tables).size).toBe(tables.length);
  expect(PREVIEW_KINDS).toEqual(['products', 'blog-posts', 'news', 'services', 'jobs', 'events']);
});

it('gives the routes of one item of any kind the area its collection declares; another segment is the Owner’s', () => {
  expect(HISTORY_KINDS.map((kind) => COLLECTIONS[kind].area)).toEqual(
    HISTORY_KINDS.map((kind) => (kind === 'jobs' ? 'careers' : 'content')),
  );
  expect(mayUse('hr', ITEM_KIND, { kind: 'jobs' })).toBe(true);
  expect(mayUse('hr', ITEM_KIND, { kind: 'events' })).toBe(false);
  expect(mayUse('editor', ITEM_KIND, { kind: 'events' })).toBe(true);
  expect(mayUse('editor', ITEM_KIND, { kind: 'jobs' })).toBe(false);
  for (const notOne of ['toString', 'constructor', '__proto__', 'Products', '']) {
    expect(isHistoryKind(notOne)).toBe(false);
    expect(mayUse('editor', ITEM_KIND, { kind: notOne })).toBe(false);
    expect(mayUse('owner', ITEM_KIND, { kind: notOne })).toBe(true);
  }
  expect(isHistoryKind('product-categories')).toBe(true);
  expect(isHistoryKind(3)).toBe(false);
});

it('gives the Translations screen each kind as its collection declares it: its table, area and dialog', () => {
  for (const collection of Object.values(COLLECTIONS)) {
    const spec = TRANSLATION_KIND_SPECS[collection.kind as HistoryKind];
    expect(spec.table).toBe(collection.table);
    expect(spec.area).toBe(collection.area);
    expect(spec.schema).toBe(collection.translations.schema);
    expect(spec.labels).toEqual(collection.translations.labels);
  }
  expect(TRANSLATION_KIND_SPECS.jobs.area).toBe('careers');
  expect(TRANSLATION_KIND_SPECS.news.published).toBe(DRAFT_COLLECTIONS.news.published);
  expect(TRANSLATION_KIND_SPECS['product-categories'].published).toBeUndefined();
  expect(TRANSLATION_KIND_SPECS.services.href({ id: 4 }, 'nameAr')).toBe(
    '/admin/services?edit=4&field=nameAr',
  );
});

it('names the cache tags of an item’s pages and the page its preview opens', () => {
  expect(COLLECTIONS.products.tags(3)).toEqual(['products', 'product:3']);
  expect(COLLECTIONS['blog-posts'].tags(5)).toEqual(['blog', 'blog-post:5']);
  expect(COLLECTIONS.news.tags(2)).toEqual(['news', 'news:2']);
  expect(COLLECTIONS.services.tags(2)).toEqual(['services']);
  expect(COLLECTIONS.jobs.tags(2)).toEqual(['jobs']);
  expect(COLLECTIONS['product-categories'].tags(6)).toEqual(['products', 'product-category:6']);
  expect(COLLECTIONS['blog-categories'].tags(6)).toEqual(['blog', 'blog-category:6']);
  const ar = routesFor('ar');
  expect(DRAFT_COLLECTIONS.news.publicPage(ar, 2)).toBe(ar.newsItem(2));
  expect(DRAFT_COLLECTIONS.jobs.publicPage(ar, 2)).toBe(ar.careers());
});
