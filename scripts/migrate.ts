/**
 * npm run db:migrate
 * Applies the migrations this build brings to the site's database and nothing else (no seed, no
 * server): a deploy's step before its servers restart one by one (README, "Deploying a new
 * release"). Servers also migrate when they start; running it first keeps that start short.
 */
import { CONTENT_TABLES } from '../lib/data/collections';
import { migrateUnderLock } from '../lib/db/migrate';
import { withSiteDatabase } from './site-database';

withSiteDatabase((db, _dataDir, pool) => migrateUnderLock(db, pool, { contentTables: CONTENT_TABLES }))
  .then(({ before, after }) => {
    console.log(
      after === before
        ? `[migrate] nothing to apply: ${after} migrations were applied already`
        : `[migrate] applied ${after - before} migration(s); ${after} in all`,
    );
  })
  .catch((error) => {
    console.error('[migrate]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
