/**
 * The staff side of the two two-level lists' categories (product categories, blog categories):
 * listed in display order with how many items each holds, read, created (a slug from its name, an
 * image), renamed or re-illustrated (the slug, and so its links, stays), deleted while empty,
 * reordered. Each feature passes its tables, the texts a category of its own has beside the name,
 * and how its public pages are told.
 */
import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Transaction } from '../db/connect';
import { blogCategories, blogPosts, productCategories, products } from '../db/schema';
import type { ImageKind } from '../images/limits';
import type { UploadFile } from '../validation/fields';
import { writeRow } from './transaction';
import { imageAfter, imageOf, prepareImage, retireImages, withStoredFiles } from './files';
import { imageAltsOf, imageFocusOf } from '../validation/content';
import { CategoryNotEmpty, nextPosition, reorder } from './ordering';
import { uniqueSlug } from './slugs';
import { storedTexts, textValues, type TextSpecs } from '../validation/texts';
import { versionTag } from '../audit/versions';

type CategoryTable = typeof productCategories | typeof blogCategories;
type ItemTable = typeof products | typeof blogPosts;

/**
 * What every category form sends: its name (and its other declared texts, in both languages),
 * an image (required to create) with its alt texts or marked decorative.
 */
interface CategoryInput {
  name: string;
  image?: UploadFile;
  imageAlt?: string;
  imageAltAr?: string;
  imageDecorative: boolean;
}

export function categoryStore<Table extends CategoryTable, Input extends CategoryInput, Dto>(spec: {
  table: Table;
  /** The table of what a category holds (products, posts). */
  items: ItemTable;
  imageKind: ImageKind;
  /** The category's declared texts (its name, and a product category's blurb). */
  texts: TextSpecs;
  /** The DTO's name of how many items a category holds ('postCount'). */
  countField: string;
  /** Expires the public pages that show the category (all of them without an id). */
  invalidate: (tx: Transaction, id?: number) => Promise<void>;
  /** The refusal of deleting a category that still holds `held` items. */
  notEmpty: (held: number) => string;
}) {
  // The two tables have the same columns under the same names; drizzle types them one by one.
  const table = spec.table as typeof productCategories;
  const items = spec.items as typeof products;
  type Row = Table['$inferSelect'];
  const inOrder = [asc(table.position), asc(table.id)];
  /** A category as the admin API answers it (features/<name>/dto.ts types it). */
  const dto = (row: Row, held: number) =>
    ({
      id: row.id,
      slug: row.slug,
      ...textValues(spec.texts, row as unknown as Record<string, string>),
      image: row.image,
      imageAltAr: row.imageAltAr,
      [spec.countField]: held,
      version: versionTag(table, row),
    }) as Dto;
  const texts = (input: Input) =>
    storedTexts(spec.texts, input as unknown as Record<string, string>) as { name: string };

  async function find(id: number): Promise<Row | null> {
    const [row] = await getDb().select().from(table).where(eq(table.id, id));
    return (row as Row) ?? null;
  }

  async function itemCount(categoryId: number): Promise<number> {
    const [{ n }] = await getDb().select({ n: count() }).from(items).where(eq(items.categoryId, categoryId));
    return n;
  }

  return {
    find,
    itemCount,
    /** Every category in display order, with how many items it holds (published or not). */
    async list(): Promise<Dto[]> {
      const db = getDb();
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(table)
          .orderBy(...inOrder),
        db.select({ categoryId: items.categoryId, n: count() }).from(items).groupBy(items.categoryId),
      ]);
      const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
      return rows.map((row) => dto(row as Row, countOf.get(row.id) ?? 0));
    },

    async read(id: number): Promise<Dto | null> {
      const row = await find(id);
      return row && dto(row, await itemCount(id));
    },

    async create(input: Input): Promise<Dto> {
      const upload = await prepareImage('image', input.image!, spec.imageKind);
      const taken = new Set((await getDb().select({ slug: table.slug }).from(table)).map((r) => r.slug));
      const alts = imageAltsOf(input, 'image');
      const row = await withStoredFiles([upload], async (tx, [file]) => {
        const [created] = await tx
          .insert(table)
          .values({
            slug: uniqueSlug(input.name, taken),
            ...texts(input),
            image: imageOf(file, alts.alt, alts.decorative, imageFocusOf(input, 'image')),
            imageAltAr: alts.altAr,
            position: nextPosition(table),
          })
          .returning();
        await spec.invalidate(tx, created.id);
        return created;
      });
      return dto(row as Row, 0);
    },

    /** Renames or re-illustrates a category; its slug (and so its links) stays. */
    async update(id: number, input: Input): Promise<Dto | null> {
      const current = await find(id);
      if (!current) return null;
      const uploads = input.image ? [await prepareImage('image', input.image, spec.imageKind)] : [];
      const row = await withStoredFiles(uploads, async (tx, [file]) => {
        const alts = imageAltsOf(input, 'image');
        const image = imageAfter(
          file,
          current.image,
          alts.alt,
          alts.decorative,
          imageFocusOf(input, 'image'),
        );
        const [updated] = await tx
          .update(table)
          // Left out of the request (undefined), the stored Arabic stays.
          .set({ ...texts(input), image, imageAltAr: alts.altAr })
          .where(eq(table.id, id))
          .returning();
        if (updated) await spec.invalidate(tx, id);
        return updated;
      });
      if (!row) return null;
      if (uploads.length) await retireImages([current.image]);
      return dto(row as Row, await itemCount(id));
    },

    /** Deletes an empty category; one that still holds items is refused (CategoryNotEmpty). */
    async remove(id: number): Promise<boolean> {
      const held = await itemCount(id);
      if (held > 0) throw new CategoryNotEmpty(spec.notEmpty(held));
      const row = await writeRow(
        (tx) => tx.delete(table).where(eq(table.id, id)).returning(),
        (tx) => spec.invalidate(tx, id),
      );
      if (!row) return false;
      await retireImages([row.image]);
      return true;
    },

    reorder(ids: number[]): Promise<number[]> {
      return reorder(table, ids, undefined, (tx) => spec.invalidate(tx));
    },
  };
}
