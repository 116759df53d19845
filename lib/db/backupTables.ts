import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { BackupTables } from '../backup/archive';
import { CONTENT_TABLES } from '../data/collections';
import * as schema from './schema';

/**
 * Tables a backup leaves out: visitors' traffic and the servers' own bookkeeping, rebuilt as the
 * site runs (speed readings, the 404 log, the backups' and CDN builds' runs, sign-ins half done).
 */
const NOT_KEPT = new Set(['web_vitals', 'not_found_paths', 'backup_runs', 'cdn_builds', 'pending_sign_ins']);

/**
 * Every table in `tables` with each one after the tables its foreign keys name (a restore inserts
 * parents first); otherwise in the order given. A table that names itself (a document replacing
 * another) is loaded in one statement, so it is its own parent.
 */
export function parentsFirst(tables: readonly PgTable[]): PgTable[] {
  const byName = new Map(tables.map((table) => [getTableName(table), table]));
  const ordered: PgTable[] = [];
  const placed = new Set<string>();
  const place = (table: PgTable, path: string[]) => {
    const name = getTableName(table);
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys go round: ${[...path, name].join(' → ')}`);
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = getTableName(key.reference().foreignTable);
      if (parent !== name && byName.has(parent)) place(byName.get(parent)!, [...path, name]);
    }
    placed.add(name);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}

/** What a backup holds (lib/backup/archive.ts): every table of the schema but NOT_KEPT, parents first. */
export const SITE_TABLES: BackupTables = {
  tables: parentsFirst(
    (Object.values(schema) as unknown[]).filter(
      (value): value is PgTable => is(value, PgTable) && !NOT_KEPT.has(getTableName(value)),
    ),
  ),
  // Has its row once the site is set up: a restore goes only into a database without one.
  marker: schema.siteSettings,
  contentTables: CONTENT_TABLES,
};
