import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgTable, serial } from 'drizzle-orm/pg-core';
import { parentsFirst, SITE_TABLES } from '../backupTables';
import * as schema from '../schema';

const names = (tables: readonly PgTable[]) => tables.map((table) => getTableName(table));

it('keeps every table of the schema but visitors’ traffic and the servers’ bookkeeping', () => {
  const all = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const left = names(all).filter((name) => !names(SITE_TABLES.tables).includes(name));
  expect(left.sort()).toEqual([
    'backup_runs',
    'cdn_builds',
    'not_found_paths',
    'pending_sign_ins',
    'web_vitals',
  ]);
  expect(names(SITE_TABLES.tables)).toEqual(
    expect.arrayContaining(['products', 'services', 'jobs', 'enquiries']),
  );
  expect(new Set(names(SITE_TABLES.tables)).size).toBe(SITE_TABLES.tables.length);
});

it('puts each kept table after every table its foreign keys name', () => {
  const order = names(SITE_TABLES.tables);
  for (const table of SITE_TABLES.tables)
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = getTableName(key.reference().foreignTable);
      expect(order.indexOf(parent)).toBeLessThanOrEqual(order.indexOf(getTableName(table)));
    }
  expect(order.indexOf('product_categories')).toBeLessThan(order.indexOf('products'));
  expect(order.indexOf('webhook_events')).toBeLessThan(order.indexOf('webhook_deliveries'));
});

describe('parentsFirst', () => {
  const halls = pgTable('halls', { id: serial('id').primaryKey() });
  const stands = pgTable('stands', {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').references(() => halls.id),
    nextTo: integer('next_to').references((): never => stands.id as never),
  });
  const events = pgTable('events', {
    id: serial('id').primaryKey(),
    standId: integer('stand_id').references(() => stands.id),
  });

  it('moves a table listed before its parents after them, and keeps the given order otherwise', () => {
    expect(names(parentsFirst([events, stands, halls]))).toEqual(['halls', 'stands', 'events']);
    expect(names(parentsFirst([halls, stands, events]))).toEqual(['halls', 'stands', 'events']);
  });

  it('refuses foreign keys that go round', () => {
    const a = pgTable('a', {
      id: serial('id').primaryKey(),
      b: integer('b').references((): never => b.id as never),
    });
    const b = pgTable('b', { id: serial('id').primaryKey(), a: integer('a').references(() => a.id) });
    expect(() => parentsFirst([a, b])).toThrow('Foreign keys go round: a → b → a');
  });
});
