/**
 * The specifications of the seeded products and the lists of applications and certifications
 * (features/products/seed.ts): a new database gets them with the seed; a database seeded before they
 * existed gets them once, on the first start after (`site_settings.specs_seeded_at`), for the
 * seeded products whose specification is still empty.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  applicationSeeds,
  certificationSeeds,
  productSpecSeeds,
  type ProductTagSeed,
} from '@/features/products/seed';
import { arabicTwin, TEXT_SPEC_NAMES, TRANSLATED_SPEC_NAMES } from '@/features/products/specification';
import type { Database, Transaction } from './connect';
import * as t from './schema';

type Lists = { applications: Map<string, number>; certifications: Map<string, number> };

async function insertList(
  tx: Transaction,
  table: typeof t.productApplications | typeof t.productCertifications,
  seeds: ProductTagSeed[],
): Promise<Map<string, number>> {
  const existing = await tx.select({ id: table.id, slug: table.slug }).from(table);
  const ids = new Map(existing.map((row) => [row.slug, row.id]));
  for (const [position, seed] of seeds.entries()) {
    if (ids.has(seed.slug)) continue;
    const [row] = await tx
      .insert(table)
      .values({ ...seed, position })
      .returning({ id: table.id });
    ids.set(seed.slug, row.id);
  }
  return ids;
}

/** The lists staff start with; the ones already there stay as they are. */
export async function seedProductLists(tx: Transaction): Promise<Lists> {
  return {
    applications: await insertList(tx, t.productApplications, applicationSeeds),
    certifications: await insertList(tx, t.productCertifications, certificationSeeds),
  };
}

/** The specification columns of seeded product `id` (none for a product the seed does not know). */
export function seededSpecification(id: number, lists: Lists) {
  const seed = productSpecSeeds[id];
  if (!seed) return {};
  const idsOf = (slugs: string[], ids: Map<string, number>) =>
    slugs.map((slug) => ids.get(slug)).filter((found): found is number => found !== undefined);
  const texts = Object.fromEntries(
    [...TEXT_SPEC_NAMES, ...TRANSLATED_SPEC_NAMES.map(arabicTwin)].map((name) => {
      const value = seed[name] ?? '';
      return [name, Array.isArray(value) ? value.join('\n') : value];
    }),
  );
  return {
    ...texts,
    casNumber: seed.casNumber,
    originCountry: seed.originCountry,
    hsCode: seed.hsCode,
    form: seed.form,
    applicationIds: idsOf(seed.applications, lists.applications),
    certificationIds: idsOf(seed.certifications, lists.certifications),
    moqQuantity: seed.moq[0],
    moqUnit: seed.moq[1],
    shelfLifeMonths: seed.shelfLifeMonths,
  };
}

/**
 * Once per database: the lists, and the seeded products' specifications where staff have not
 * written one. Returns how many products received theirs.
 */
export async function addSeedSpecifications(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ done: t.siteSettings.specsSeededAt })
      .from(t.siteSettings)
      .for('update');
    if (!settings || settings.done) return 0;
    const lists = await seedProductLists(tx);
    let filled = 0;
    for (const id of Object.keys(productSpecSeeds).map(Number)) {
      const rows = await tx
        .update(t.products)
        .set(seededSpecification(id, lists))
        .where(
          and(
            eq(t.products.id, id),
            eq(t.products.botanicalName, ''),
            eq(t.products.form, ''),
            sql`cardinality(${t.products.applicationIds}) = 0`,
          ),
        )
        .returning({ id: t.products.id });
      filled += rows.length;
    }
    await tx.update(t.siteSettings).set({ specsSeededAt: new Date() });
    return filled;
  });
}
