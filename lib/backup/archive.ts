/**
 * Backups of the whole site: the database (every table, read in one consistent snapshot) and the
 * uploaded files, in one .tar.gz; and the way back into an empty install. Uses PostgreSQL's own
 * JSON export and import (`json_agg` / `json_populate_recordset`), so it needs no pg_dump (the
 * embedded server ships none) and works across server versions.
 *
 *   archive/manifest.json        what is inside: migrations, row counts, file hashes
 *   archive/db/<table>.json      the rows of each table
 *   archive/uploads/<key>        every uploaded file (images and résumés)
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect';
import { runMigrations, type SiteMigrations } from '../db/migrate';
import { uploadedFiles } from '../db/platformSchema';
import type { FileStorage } from '../storage';
import { VISIBILITIES } from '../storage/keys';

const run = promisify(execFile);

/**
 * What a backup holds: every table, parents before children (the order rows are put back in),
 * and the table that has a row once a site is set up (a restore refuses a database where it has
 * one). The feature layer names them (lib/db/backupTables.ts); uploaded files are the platform's.
 */
export interface BackupTables extends SiteMigrations {
  tables: readonly PgTable[];
  marker: PgTable;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
  files: Record<string, string>;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function migrationCount(db: Pick<Database, 'execute'>): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return result.rows[0].n;
}

/** Writes a backup of the database and the stored files to `archivePath` (.tar.gz); returns its manifest. */
export async function createBackup(
  db: Database,
  storage: FileStorage,
  archivePath: string,
  { tables }: BackupTables,
): Promise<Manifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinglife-backup-'));
  try {
    await fs.mkdir(path.join(work, 'db'));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: 0,
      tables: {},
      files: {},
    };
    // One snapshot for every table: the backup is as the database was at one moment.
    const keys = await db.transaction(
      async (tx) => {
        manifest.migrations = await migrationCount(tx);
        for (const table of tables) {
          const name = getTableName(table);
          const result = await tx.execute<{ rows: unknown[] | null }>(
            sql`SELECT json_agg(t) AS rows FROM ${table} t`,
          );
          const rows = result.rows[0].rows ?? [];
          manifest.tables[name] = rows.length;
          await fs.writeFile(path.join(work, 'db', `${name}.json`), JSON.stringify(rows));
        }
        const files = await tx.select({ key: uploadedFiles.key }).from(uploadedFiles);
        return files.map((f) => f.key);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Files are never changed in place (a new upload gets a new key), so copying the ones the
    // snapshot names gives a consistent pair; one deleted meanwhile makes the backup fail, loudly.
    for (const key of keys) {
      const file = await storage.read(key);
      if (!file) throw new Error(`Uploaded file ${key} disappeared during the backup: run it again.`);
      const target = path.join(work, 'uploads', key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.stream);
      manifest.files[key] = sha256(await fs.readFile(target));
    }
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.dirname(path.resolve(archivePath)), { recursive: true });
    await run('tar', ['-czf', path.resolve(archivePath), '-C', work, '.']);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Puts a backup back into an empty database and an empty file storage: migrations first, then
 * every table in one transaction, then the files, each checked against its recorded hash.
 */
export async function restoreBackup(
  db: Database,
  storage: FileStorage,
  archivePath: string,
  backup: BackupTables,
): Promise<Manifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinglife-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archivePath), '-C', work]);
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error('This is not a Kinglife backup (unknown format).');

    const { tables, marker } = backup;
    await runMigrations(db, backup);
    const current = await migrationCount(db);
    if (current < manifest.migrations) {
      throw new Error(
        `The backup is from a newer version (${manifest.migrations} migrations; this one has ${current}).`,
      );
    }
    if ((await db.$count(marker)) > 0) {
      throw new Error('The database is not empty: restore into a fresh DATA_DIR or an empty database.');
    }
    for (const visibility of VISIBILITIES) {
      if ((await storage.list(visibility)).length > 0) {
        throw new Error(
          'The file storage is not empty: restore into a fresh DATA_DIR, or an empty bucket or prefix.',
        );
      }
    }

    await db.transaction(async (tx) => {
      for (const table of tables) {
        const name = getTableName(table);
        // A backup made before the table existed has nothing to put back in it.
        if (!(name in manifest.tables)) continue;
        const rows = await fs.readFile(path.join(work, 'db', `${name}.json`), 'utf8');
        const [first] = JSON.parse(rows) as Record<string, unknown>[];
        if (!first) continue;
        // Only the columns the backup has: one added since (a newer migration) takes its default.
        const known = new Set(Object.values(getTableColumns(table)).map((column) => column.name));
        const columns = sql.join(
          Object.keys(first)
            .filter((column) => known.has(column))
            .map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(
          sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${rows}::json)`,
        );
        // New rows continue after the restored ids.
        if (getTableColumns(table).id?.columnType === 'PgSerial') {
          await tx.execute(
            sql.raw(
              `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((SELECT max(id) FROM "${name}"), 0) + 1, false)`,
            ),
          );
        }
      }
    });

    for (const [key, hash] of Object.entries(manifest.files)) {
      const bytes = await fs.readFile(path.join(work, 'uploads', key));
      if (sha256(bytes) !== hash) throw new Error(`The backup's copy of ${key} is damaged.`);
      await storage.save(key, bytes);
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
