/**
 * A collection's table is content only with the database's five triggers on it: the audit trail
 * (audit_content), History's versions and the Arabic rule's notes (content_version), the
 * Translations screen's outdated marks (translation_mark), and the edit version a stale save is
 * refused by (item_version, item_version_delete). A new kind's migration must add them; this fails
 * until it does.
 */
import { getTableName, sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { COLLECTIONS } from '../collections';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterAll(() => testDb.drop());

it('puts the audit, History, translation and edit-version triggers on every collection’s table', async () => {
  const { rows } = await testDb.db.execute<{ table: string; trigger: string }>(sql`
    SELECT c.relname AS table, t.tgname AS trigger FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal`);
  const triggersOf = (table: string) =>
    rows
      .filter((row) => row.table === table)
      .map((row) => row.trigger)
      .sort();
  for (const collection of Object.values(COLLECTIONS)) {
    const table = getTableName(collection.table);
    expect([table, triggersOf(table)]).toEqual([
      table,
      ['audit_content', 'content_version', 'item_version', 'item_version_delete', 'translation_mark'],
    ]);
  }
});
