import { eq } from 'drizzle-orm';
import type { ContentCollection, DraftKind } from '@/lib/data/collection';
import { nextPosition } from '@/lib/data/positions';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicLabels } from '@/lib/validation/texts';
import { adminProductsText as text } from './adminText';
import { productCategoryCreateSchema, productCreateSchema } from './adminValidation';
import { TEXT_SPECS, TRANSLATED_SPEC_NAMES } from './specification';
import { productCategories, products } from './tables';
import { productCategoryTexts } from './texts';

/** Products keep drafts; a new one is public at once unless saved as a draft. */
export const productCollection: DraftKind = {
  kind: 'products',
  area: 'content',
  name: { one: 'Product', many: 'Products' },
  table: products,
  tags: (id) => [tags.products, tags.product(id)],
  published: products.published,
  createsPublished: true,
  unpublishAt: products.unpublishAt,
  publicPage: (routes, id) => routes.product(id),
  seed: async (tx) => (await import('./seedRows')).seedProducts(tx),
  search: async (locale) => (await import('./search')).productSearch(locale),
  // A draft that moves the product to another category puts it at the end of that one.
  afterPublish: async (tx, before, after) => {
    if (before.category_id === after.category_id) return;
    await tx
      .update(products)
      .set({ position: nextPosition(products, eq(products.categoryId, Number(after.category_id))) })
      .where(eq(products.id, Number(after.id)));
  },
  translations: {
    schema: productCreateSchema,
    englishFields: { nameAr: 'subproductname', description1Ar: 'subproductdescription' },
    title: (row) => String(row.name ?? ''),
    labels: {
      nameAr: text.productName,
      detailsAr: text.details,
      description1Ar: text.description1,
      description2Ar: text.description2,
      ...Object.fromEntries(TRANSLATED_SPEC_NAMES.map((name) => [`${name}Ar`, TEXT_SPECS[name].admin.label])),
      imageAltAr: text.image,
    },
    formFields: { imageAltAr: 'subproductimageAltAr' },
    href: (row, field) =>
      routes.adminEdit(routes.admin.products, row.id, field, { category: Number(row.categoryId) }),
  },
};

export const productCategoryCollection: ContentCollection = {
  kind: 'product-categories',
  area: 'content',
  name: { one: 'Product category', many: 'Product categories' },
  table: productCategories,
  tags: (id) => [tags.products, tags.productCategory(id)],
  seed: async (tx) => (await import('./seedRows')).seedProductCategories(tx),
  translations: {
    schema: productCategoryCreateSchema,
    title: (row) => String(row.name ?? ''),
    labels: { ...arabicLabels(productCategoryTexts), imageAltAr: text.categoryImage },
    href: (row, field) => routes.adminEdit(routes.admin.products, row.id, field),
  },
};
