import 'server-only';
import { productCollection } from './collection';
import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { adminProductsText } from './adminText';
import type { Page } from '@/lib/api/shared';
import type { ProductCategoryDto, ProductDto, ProductFields } from './dto';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { productCategories, products, type StoredImage } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type {
  productCategoryCreateSchema,
  productCategoryUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
} from './adminValidation';
import type { ListQuery } from '@/lib/validation/lists';
import { PRODUCT_SPEC_FIELDS, type ProductSpecField } from './validation';
import { asJson, expireTags, tags } from '@/lib/data/cache';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import { imageAfter, pictureUploads, type FilesByField, type UploadedFile } from '@/lib/data/files';
import { nextPosition, paged, reorder, UnknownCategory } from '@/lib/data/ordering';
import { categoryStore } from '@/lib/data/categories';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';
import { productCategoryTexts } from './texts';
import { inDisplayOrder, productIn, type Product, type ProductRow } from './published';

export async function invalidateProduct(db: Database | Transaction, id: number): Promise<void> {
  await expireTags(db, ...productCollection.tags(id));
}

export async function invalidateProductCategory(db: Database | Transaction, id?: number): Promise<void> {
  await expireTags(db, tags.products, ...(id ? [tags.productCategory(id)] : []));
}

// ------------------------------------------------------------------ staff: categories

const categories = categoryStore<
  typeof productCategories,
  z.output<typeof productCategoryUpdateSchema>,
  ProductCategoryDto
>({
  table: productCategories,
  items: products,
  imageKind: 'photo',
  texts: productCategoryTexts,
  countField: 'productCount',
  invalidate: invalidateProductCategory,
  notEmpty: adminProductsText.api.notEmpty,
});
const findCategory = categories.find;
const productCountOf = categories.itemCount;

/** Every category in display order with how many products it holds (published or not). */
export const listProductCategories = categories.list;
export const readProductCategory = categories.read;
export const createProductCategory: (
  input: z.output<typeof productCategoryCreateSchema>,
) => Promise<ProductCategoryDto> = categories.create;
/** Renames or re-illustrates a category; its slug (and so its links) stays. */
export const updateProductCategory = categories.update;
/** Deletes an empty category; one that still holds products is refused (CategoryNotEmpty). */
export const deleteProductCategory = categories.remove;
export const reorderProductCategories = categories.reorder;

// ------------------------------------------------------------------ staff: products

export function productDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    published: row.published,
    ...productFieldsDto(row),
    ...draftsOf(products, row, productFieldsDto),
  };
}

function productFieldsDto(row: ProductRow): ProductFields {
  return {
    categoryId: row.categoryId,
    name: row.name,
    details: row.details,
    description1: row.description1,
    description2: row.description2,
    image: row.image,
    imageAltAr: row.imageAltAr,
    images: row.images,
    imagesAltAr: row.imagesAltAr,
    nameAr: row.nameAr,
    detailsAr: row.detailsAr,
    description1Ar: row.description1Ar,
    description2Ar: row.description2Ar,
    ...specOf(row),
  };
}

/** The specification fields of a row, or of the product form (features/products/validation.ts). */
function specOf<T extends { [K in ProductSpecField]?: unknown }>(source: T): Pick<T, ProductSpecField> {
  return Object.fromEntries(PRODUCT_SPEC_FIELDS.map((key) => [key, source[key]])) as Pick<
    T,
    ProductSpecField
  >;
}

/** A category's products in display order, a page at a time; null when there is no such category. */
export async function listProductsOf(categoryId: number, query: ListQuery): Promise<Page<ProductDto> | null> {
  if (!(await categoryExists(categoryId))) return null;
  const where = eq(products.categoryId, categoryId);
  return paged(
    query,
    (limit, offset) =>
      getDb()
        .select()
        .from(products)
        .where(where)
        .orderBy(...inDisplayOrder)
        .limit(limit)
        .offset(offset),
    () => productCountOf(categoryId),
    productDto,
  );
}

type ProductInput = z.output<typeof productUpdateSchema>;

/**
 * The detail pictures after a save, with their Arabic alts: each slot's new upload, or the one it
 * had. A kept one takes the alts sent for it; sent none (an older client), it keeps its own.
 */
function detailPictures(
  input: ProductInput,
  shown: ProductRow | undefined,
  uploads: (UploadedFile | undefined)[],
): { images: StoredImage[]; imagesAltAr: string[] } {
  const slots = [0, 1].flatMap((i) => {
    const kept = shown?.images[i];
    if (!uploads[i] && !kept) return [];
    const alts = imageAltsOf(input, `detailimage${i + 1}`);
    const focus = imageFocusOf(input, `detailimage${i + 1}`);
    if (!uploads[i] && !alts.decorative && alts.alt === '')
      return [
        {
          image: imageAfter(undefined, kept, kept!.alt, kept!.decorative === true, focus),
          altAr: shown?.imagesAltAr[i] ?? '',
        },
      ];
    return [{ image: imageAfter(uploads[i], kept, alts.alt, alts.decorative, focus), altAr: alts.altAr }];
  });
  return { images: slots.map((slot) => slot.image), imagesAltAr: slots.map((slot) => slot.altAr) };
}

/** The Arabic columns a product form sets; left out of the request (undefined), the stored Arabic stays. */
function productArabic(input: ProductInput) {
  return {
    nameAr: input.nameAr,
    detailsAr: input.detailsAr,
    description1Ar: input.description1Ar,
    description2Ar: input.description2Ar,
  };
}

async function categoryExists(id: number): Promise<boolean> {
  return (await findCategory(id)) !== null;
}

/** The place at the end of category `categoryId`, where a product moved there goes. */
function lastIn(categoryId: number) {
  return nextPosition(products, eq(products.categoryId, categoryId));
}

/**
 * The stored fields of the product form, from what staff last saved (`shown`, nothing for a new
 * product) and the pictures it brings (`stored`, by field): a new upload replaces its slot.
 */
function productFields(input: ProductInput, shown: ProductRow | undefined, stored: FilesByField) {
  const alts = imageAltsOf(input, 'subproductimage');
  return {
    categoryId: input.category,
    name: input.subproductname,
    details: input.details,
    description1: input.subproductdescription,
    description2: input.description2,
    image: imageAfter(
      stored.subproductimage,
      shown?.image,
      alts.alt,
      alts.decorative,
      imageFocusOf(input, 'subproductimage'),
    ),
    imageAltAr: alts.altAr,
    ...detailPictures(input, shown, [stored.detailimage1, stored.detailimage2]),
    ...productArabic(input),
    // The specification's Arabic left out of the request (undefined): the stored Arabic stays.
    ...specOf({
      ...input,
      moqQuantity: input.moqQuantity ?? null,
      shelfLifeMonths: input.shelfLifeMonths ?? null,
    }),
  };
}

const items = contentItems<ProductRow, ProductDto, ProductInput>({
  kind: productCollection,
  dto: productDto,
  uploads: pictureUploads(['subproductimage', 'detailimage1', 'detailimage2'], 'photo'),
  fields: productFields,
  pictures: (row) => [row.image, ...row.images],
  // A product moved to another category goes to the end of it.
  also: (input) => ({
    row: (now) => (input.category !== now.categoryId ? { position: lastIn(input.category) } : {}),
  }),
});

/** Spec (section 7): POST v1/product/create — the new row comes back with its id. */
export async function createProduct(input: z.output<typeof productCreateSchema>): Promise<ProductDto> {
  if (!(await categoryExists(input.category)))
    throw new UnknownCategory(adminProductsText.api.unknownCategory);
  return items.create(input, { position: lastIn(input.category) });
}

/**
 * Save, Publish changes or Save as draft (`asDraft`) of a product: see saveContent. `category`
 * moves it to the end of another category.
 */
export async function updateProduct(id: number, input: ProductInput): Promise<ProductDto | null> {
  const current = await items.find(id);
  if (!current) return null;
  if (input.category !== current.categoryId && !(await categoryExists(input.category)))
    throw new UnknownCategory(adminProductsText.api.unknownCategory);
  return items.update(id, input);
}

/**
 * A product as staff see it in preview (lib/auth/preview.ts): read now, never cached, with its
 * draft over the row, published or not. Null when there is no such product.
 */
export async function readProductPreview(locale: Locale, id: number): Promise<Product | null> {
  const row = await items.find(id);
  return row ? asJson(productIn(locale, withDraft(products, row))) : null;
}

export const setProductPublished = items.setPublished;
export const deleteProduct = items.remove;

/**
 * The order of a category's products (a page of them, or two neighbours across a page break: see
 * `reorder`); ids from other categories are ignored. Null when there is no such category.
 */
export async function reorderProducts(categoryId: number, ids: number[]): Promise<number[] | null> {
  if (!(await categoryExists(categoryId))) return null;
  return reorder(products, ids, eq(products.categoryId, categoryId), (tx) =>
    invalidateProductCategory(tx, categoryId),
  );
}
