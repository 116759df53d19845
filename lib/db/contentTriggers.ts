import { sql } from 'drizzle-orm';
import type { Database } from './connect';

/**
 * What makes a table content: the triggers every collection's table carries, each calling a
 * function the migrations define — the audit trail (0007), History's versions and the Arabic rule's
 * notes (0008, 0028), the Translations screen's outdated marks (0025), and the edit version a stale
 * save is refused by, also on delete (0032, 0034).
 */
const CONTENT_TRIGGERS: Record<string, { when: string; calls: string }> = {
  audit_content: { when: 'AFTER INSERT OR UPDATE OR DELETE', calls: 'audit_content_change' },
  content_version: { when: 'AFTER INSERT OR UPDATE OR DELETE', calls: 'content_version' },
  item_version: { when: 'BEFORE UPDATE', calls: 'item_version' },
  item_version_delete: { when: 'BEFORE DELETE', calls: 'item_version_delete' },
  translation_mark: { when: 'AFTER UPDATE OR DELETE', calls: 'translation_mark' },
};

/**
 * Puts the content triggers on each of `tables` that lacks one, after the migrations made the
 * tables (./migrate.ts): the list of collections is what says a table is content, so a new kind's
 * migration is drizzle-kit's alone. Adds only what is missing (no lock taken otherwise; PostgreSQL
 * 12 has no CREATE OR REPLACE TRIGGER).
 */
export async function attachContentTriggers(db: Database, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await db.execute<{ table: string; trigger: string }>(sql`
    SELECT c.relname AS table, t.tgname AS trigger
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
      AND c.relname IN (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`);
  const present = new Set(rows.map((row) => `${row.table}.${row.trigger}`));
  const added: string[] = [];
  for (const table of tables) {
    for (const [trigger, { when, calls }] of Object.entries(CONTENT_TRIGGERS)) {
      if (present.has(`${table}.${trigger}`)) continue;
      await db.execute(
        sql.raw(
          `CREATE TRIGGER ${trigger} ${when} ON "${table.replaceAll('"', '""')}" FOR EACH ROW EXECUTE FUNCTION ${calls}()`,
        ),
      );
      added.push(`${table}.${trigger}`);
    }
  }
  return added;
}
