/** The site's seed step for prepareDatabase (lib/db/prepare.ts runs it after the migrations). */
import { CONTENT_TABLES } from '../data/collections';
import type { PrepareOptions, SeedStep } from './prepare';
import { seedIfEmpty } from './seed';
import { addSeedSpecifications } from './seedSpecifications';
import { addSeedTranslations } from './seedTranslations';

export const seedSite: SeedStep = async (db, { demo, storage, log }) => {
  const seeded = await seedIfEmpty(db, demo ? { demo: true, storage } : { demo: false });
  // A database seeded before the Arabic columns existed gets the seed's Arabic, once.
  const translated = await addSeedTranslations(db);
  if (translated) log?.(`Added the Arabic translation to ${translated} seeded row(s)`);
  const specified = await addSeedSpecifications(db);
  if (specified) log?.(`Added the specification to ${specified} seeded product(s)`);
  return seeded;
};

/** What prepareDatabase takes of the site: its seed and its collections' tables (the content triggers). */
export const SITE_DATABASE = {
  seed: seedSite,
  contentTables: CONTENT_TABLES,
} satisfies Pick<PrepareOptions, 'seed' | 'contentTables'>;
