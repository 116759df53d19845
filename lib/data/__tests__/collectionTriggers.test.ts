/**
 * A collection's table is content only with the database's five triggers on it: the audit trail
 * (audit_content), History's versions and the Arabic rule's notes (content_version), the
 * Translations screen's outdated marks (translation_mark), and the edit version a stale save is
 * refused by (item_version, item_version_delete). The list of collections says which tables those
 * are: every path that migrates puts the triggers on them (lib/db/migrate.ts), so a new kind's
 * migration is drizzle-kit's alone.
 */
import { getTableName, sql } from 'drizzle-orm';
import { stampActor } from '@/lib/audit/actor';
import { attachContentTriggers } from '@/lib/db/contentTriggers';
import { runMigrations } from '@/lib/db/migrate';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { COLLECTIONS, CONTENT_TABLES } from '../collections';

const FIVE = ['audit_content', 'content_version', 'item_version', 'item_version_delete', 'translation_mark'];

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true, useForApp: false });
});
afterAll(() => testDb.drop());

async function triggersOf(table: string): Promise<string[]> {
  const { rows } = await testDb.db.execute<{ trigger: string }>(sql`
    SELECT t.tgname AS trigger FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relname = ${table} ORDER BY t.tgname`);
  return rows.map((row) => row.trigger);
}

it('puts the audit, History, translation and edit-version triggers on every collection’s table', async () => {
  expect(CONTENT_TABLES).toEqual(
    Object.values(COLLECTIONS).map((collection) => getTableName(collection.table)),
  );
  for (const table of CONTENT_TABLES) expect([table, await triggersOf(table)]).toEqual([table, FIVE]);
});

it('gives a table its triggers when its migration has none, as a new kind’s generated migration has none', async () => {
  for (const trigger of FIVE) await testDb.db.execute(sql.raw(`DROP TRIGGER ${trigger} ON events`));
  expect(await triggersOf('events')).toEqual([]);

  await runMigrations(testDb.db, { contentTables: CONTENT_TABLES });
  expect(await triggersOf('events')).toEqual(FIVE);
  // They work: a staff member's change to an event takes a new edit version and is kept in History.
  const version = await testDb.db.transaction(async (tx) => {
    await stampActor(tx, { id: 1, email: 'sara@kinglife.test' });
    const { rows } = await tx.execute<{ version: number }>(
      sql`UPDATE events SET stand = stand || ' ' WHERE id = 1 RETURNING version`,
    );
    return rows[0].version;
  });
  expect(version).toBe(2);
  const { rows: kept } = await testDb.db.execute<{ action: string; actor: string }>(sql`
    SELECT action, actor_email AS actor FROM content_versions WHERE entity = 'events' AND entity_id = 1 ORDER BY id`);
  expect(kept.at(-1)).toEqual({ action: 'update', actor: 'sara@kinglife.test' });

  // Once there, nothing is added again (no lock taken on the tables at each start).
  expect(await attachContentTriggers(testDb.db, CONTENT_TABLES)).toEqual([]);
});
