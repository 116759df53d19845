import 'server-only';
/**
 * What the public pages read of the products, cached under their tags: the catalogue, a product,
 * a category, the two lists staff manage (applications and certifications: ./lists.ts) and the
 * finder's filter slugs. Apart from the staff's writes (./data.ts, ./lists.ts) so that what only
 * reads — the pages, the site search (./search.ts), the proxy — does not load the content
 * lifecycle, which reads the list of collections this kind is declared in.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productApplications, productCategories, productCertifications, products } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ProductListKind } from '@/lib/routing/contentKinds';
import { cachedReader, keptUntilExpiry, tags, type Cached } from '@/lib/data/cache';
import { imageIn, textIn, translatedRow } from '@/lib/data/translated';
import { textNames } from '@/lib/validation/texts';
import { TRANSLATED_SPEC_NAMES } from './specification';
import { productCategoryTexts } from './texts';

export type ProductRow = typeof products.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type Product = Cached<ProductRow>;
export type ProductCategory = Cached<ProductCategoryRow>;
export type CategoryWithProducts = ProductCategory & { products: Product[] };

export const inDisplayOrder = [asc(products.position), asc(products.id)];
export const categoriesInOrder = [asc(productCategories.position), asc(productCategories.id)];

const TRANSLATED = ['name', 'details', 'description1', 'description2', ...TRANSLATED_SPEC_NAMES] as const;

/** A product or a category as a page in `locale` shows it: its Arabic texts where there are, in Arabic. */
export function productIn(locale: Locale, row: ProductRow): ProductRow {
  return {
    ...translatedRow(locale, row, TRANSLATED),
    images: row.images.map((image, i) => imageIn(locale, image, row.imagesAltAr[i] ?? '')),
  };
}

export const categoryIn = (locale: Locale, row: ProductCategoryRow) =>
  translatedRow(locale, row, textNames(productCategoryTexts));

/** Categories in display order, each with its published products (the listing and the sitemap). */
export const listCategoriesWithProducts = cachedReader(
  'products.catalogue',
  async (locale: Locale) => {
    const db = getDb();
    const [categories, rows] = await Promise.all([
      db
        .select()
        .from(productCategories)
        .orderBy(...categoriesInOrder),
      db
        .select()
        .from(products)
        .where(eq(products.published, true))
        .orderBy(...inDisplayOrder),
    ]);
    return categories.map((c) => ({
      ...categoryIn(locale, c),
      products: rows.filter((p) => p.categoryId === c.id).map((p) => productIn(locale, p)),
    }));
  },
  () => [tags.products],
);

/** A published product, or null. */
export const getProduct = cachedReader(
  'products.item',
  async (locale: Locale, id: number) => {
    const [row] = await getDb()
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.published, true)));
    return row ? productIn(locale, row) : null;
  },
  (_locale, id) => [tags.product(id)],
);

/** A category by id (the detail page's breadcrumb and chip). */
export const getProductCategory = cachedReader(
  'products.category',
  async (locale: Locale, id: number) => {
    const [row] = await getDb().select().from(productCategories).where(eq(productCategories.id, id));
    return row ? categoryIn(locale, row) : null;
  },
  (_locale, id) => [tags.productCategory(id)],
);

export { listProductIds } from '@/lib/data/publishedIds';

/** The two lists' tables, and the field of a product that holds its options of each. */
export const LIST_TABLES = {
  applications: { table: productApplications, field: 'applicationIds' },
  certifications: { table: productCertifications, field: 'certificationIds' },
} as const;

export type TagRow = typeof productApplications.$inferSelect & { certificateFileId?: number | null };

/** An option as the public pages show it. */
export interface ProductTag {
  id: number;
  slug: string;
  name: string;
  /** Set on a certification with a certificate, which its name links to on the product pages. */
  hasCertificate?: true;
}

export type ProductLists = Record<ProductListKind, ProductTag[]>;

export async function rowsOf(kind: ProductListKind): Promise<TagRow[]> {
  const { table } = LIST_TABLES[kind];
  return getDb().select().from(table).orderBy(asc(table.position), asc(table.id));
}

/** Both lists in their order, named in `locale`. */
export const getProductLists = cachedReader(
  'products.lists',
  async (locale: Locale): Promise<ProductLists> => {
    const [applications, certifications] = await Promise.all([
      rowsOf('applications'),
      rowsOf('certifications'),
    ]);
    const shown = (row: TagRow): ProductTag => ({
      id: row.id,
      slug: row.slug,
      name: textIn(locale, row.name, row.nameAr),
      ...(row.certificateFileId ? { hasCertificate: true as const } : {}),
    });
    return { applications: applications.map(shown), certifications: certifications.map(shown) };
  },
  () => [tags.productLists],
);

/**
 * The option slugs of the finder's filters (and the category slugs), for proxy.ts: only a link
 * with known options is served a server-rendered filter page, so the pages kept stay few.
 */
export const finderSlugs = keptUntilExpiry(async () => {
  const db = getDb();
  const [categories, applications, certifications, forms] = await Promise.all([
    db.select({ slug: productCategories.slug }).from(productCategories),
    db.select({ slug: productApplications.slug }).from(productApplications),
    db.select({ slug: productCertifications.slug }).from(productCertifications),
    db.selectDistinct({ slug: products.form }).from(products).where(eq(products.published, true)),
  ]);
  const set = (rows: { slug: string }[]) => new Set(rows.map((r) => r.slug).filter(Boolean));
  return {
    category: set(categories),
    application: set(applications),
    form: set(forms),
    certification: set(certifications),
  };
}, 60_000);
