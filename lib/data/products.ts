import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { productCategories, products } from '../db/schema';

export type Product = typeof products.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;
export type CategoryWithProducts = ProductCategory & { products: Product[] };

/** Categories in display order, each with its published products. */
export const listCategoriesWithProducts = cache(async (): Promise<CategoryWithProducts[]> => {
  const db = getDb();
  const [categories, rows] = await Promise.all([
    db.select().from(productCategories).orderBy(asc(productCategories.position), asc(productCategories.id)),
    db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.position), asc(products.id)),
  ]);
  return categories.map((c) => ({ ...c, products: rows.filter((p) => p.categoryId === c.id) }));
});

/** A published product, or null. */
export const getProduct = cache(async (id: number): Promise<Product | null> => {
  const [row] = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  return row ?? null;
});

/** Ids of every published product, for pre-rendering the detail pages. */
export async function listProductIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}
