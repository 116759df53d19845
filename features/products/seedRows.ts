/** The seed's product categories and products as rows (lib/db/seed.ts runs them in its transaction). */
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';
import { productArabic, productCategoryArabic } from '@/lib/db/seedTranslations';
import { seededSpecification, seedProductLists } from '@/lib/db/seedSpecifications';
import { productCategories as categorySeeds, products as productSeeds } from './catalogue';
import { productCategories, products } from './tables';

export async function seedProductCategories(tx: Transaction): Promise<void> {
  for (const [position, c] of categorySeeds.entries()) {
    await tx.insert(productCategories).values({
      slug: c.slug,
      name: c.name,
      blurb: c.blurb,
      image: c.image,
      position,
      ...productCategoryArabic(c),
    });
  }
}

export async function seedProducts(tx: Transaction): Promise<void> {
  const lists = await seedProductLists(tx);
  const categories = new Map(
    (await tx.select({ id: productCategories.id, slug: productCategories.slug }).from(productCategories)).map(
      (row) => [row.slug, row.id],
    ),
  );
  await tx.insert(products).values(
    productSeeds.map((p, position) => ({
      id: p.id,
      categoryId: mustGet(categories, p.categorySlug),
      name: p.name,
      details: p.details,
      description1: p.description1,
      description2: p.description2,
      image: p.image,
      images: p.images,
      ...productArabic(p),
      ...seededSpecification(p.id, lists),
      published: true,
      position,
    })),
  );
  // Rows were inserted with the spec's fixed ids: continue the sequence after them.
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM ${products}))`,
  );
}

function mustGet(map: Map<string, number>, key: string): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed content refers to unknown category "${key}"`);
  return value;
}
