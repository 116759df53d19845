/**
 * The Arabic of the seeded content (content/ar), in the shape of the Arabic columns: the first seed
 * writes it with the English, and databases seeded before the Arabic columns existed receive it
 * once, at the next start (`addSeedTranslations`, run by prepare.ts).
 *
 * The translations are matched to the seed the way content/ar numbers them: categories by slug,
 * products and blog posts by their fixed id, news, services and jobs by position in the seed.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { blogCategoriesAr, blogPostsAr } from '@/features/blog/articles.ar';
import { jobsAr } from '@/features/careers/openings.ar';
import { newsAr } from '@/features/news/items.ar';
import { productCategoriesAr, productsAr } from '@/features/products/catalogue.ar';
import { servicesAr } from '@/features/services/seed.ar';
import { serviceTexts } from '@/features/services/texts';
import { jobTexts } from '@/features/careers/texts';
import { blogCategoryTexts } from '@/features/blog/texts';
import { productCategoryTexts } from '@/features/products/texts';
import { arabicOf, textNames, type TextName, type TextSpecs } from '@/lib/validation/texts';
import { blogCategories as blogCategorySeeds, blogPosts as blogPostSeeds } from '@/features/blog/articles';
import { jobs as jobSeeds } from '@/features/careers/openings';
import { newsItems } from '@/features/news/items';
import { productCategories as categorySeeds, products as productSeeds } from '@/features/products/catalogue';
import { services as serviceSeeds } from '@/features/services/pageText';
import type {
  BlogCategorySeed,
  BlogPostSeed,
  JobSeed,
  NewsSeed,
  ProductCategorySeed,
  ProductSeed,
  ServiceSeed,
} from '../../content/types';
import type { Database } from './connect';
import * as t from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Paragraphs as the database stores them (blank line between). */
const paragraphs = (body: readonly string[]) => body.join('\n\n');

function required<T>(translation: T | undefined, what: string): T {
  if (!translation) throw new Error(`content/ar has no translation of ${what}`);
  return translation;
}

// ------------------------------------------------------------------ the Arabic columns of each seed

export function productCategoryArabic(seed: ProductCategorySeed) {
  const ar = required(productCategoriesAr[seed.slug], `product category "${seed.slug}"`);
  return { ...arabicOf(productCategoryTexts, ar), imageAltAr: ar.imageAlt };
}

export function productArabic(seed: ProductSeed) {
  const ar = required(productsAr[seed.id], `product ${seed.id}`);
  return {
    nameAr: ar.name,
    detailsAr: ar.details,
    description1Ar: ar.description1,
    description2Ar: ar.description2,
    imageAltAr: ar.imageAlt,
    imagesAltAr: [...ar.imagesAlt],
  };
}

export function serviceArabic(position: number) {
  const ar = required(servicesAr[position], `service ${position + 1}`);
  return { ...arabicOf(serviceTexts, ar), imageAltAr: ar.imageAlt };
}

export function newsArabic(position: number) {
  const ar = required(newsAr[position], `news item ${position + 1}`);
  return { titleAr: ar.title, captionAr: ar.caption, bodyAr: paragraphs(ar.body), imageAltAr: ar.imageAlt };
}

export function jobArabic(position: number) {
  return arabicOf(jobTexts, required(jobsAr[position], `job ${position + 1}`));
}

export function blogCategoryArabic(seed: BlogCategorySeed) {
  const ar = required(blogCategoriesAr[seed.slug], `blog category "${seed.slug}"`);
  return { ...arabicOf(blogCategoryTexts, ar), imageAltAr: ar.imageAlt };
}

export function blogPostArabic(seed: BlogPostSeed) {
  const ar = required(blogPostsAr[seed.id], `blog post ${seed.id}`);
  return { titleAr: ar.title, teaserAr: ar.teaser, bodyAr: paragraphs(ar.body), imageAltAr: ar.imageAlt };
}

// ------------------------------------------------------------------ once, for databases seeded earlier

/** Every column equals its value (the English as seeded). */
function unchanged(pairs: [PgColumn, string][]): SQL {
  return and(...pairs.map(([column, value]) => eq(column, value)))!;
}

/** Every column is still empty (no Arabic yet). */
function untranslated(columns: PgColumn[]): SQL {
  return and(...columns.map((column) => eq(column, '')))!;
}

/** The alt text of a row's picture is still the seed's (the picture is the seed artwork it describes). */
function altUnchanged(image: PgColumn, alt: string): SQL {
  return sql`${image}->>'alt' = ${alt}`;
}

/**
 * Gives each seeded row its Arabic translation, field group by field group, only where the Arabic
 * is still empty AND the English is still the seed's: a row staff have edited keeps English only
 * (a translation of the old text would be wrong), and no Arabic staff wrote is replaced. The texts
 * of a row go together; the alt text of each picture goes with that picture's English alt text.
 *
 * Runs once per database: `site_settings.arabic_seeded_at` records it (the first seed sets it
 * too), so Arabic staff later clear stays cleared. Does nothing on an empty database. Returns how
 * many rows received some Arabic.
 */
export async function addSeedTranslations(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ done: t.siteSettings.arabicSeededAt })
      .from(t.siteSettings)
      .for('update');
    if (!settings || settings.done) return 0;
    const changed = new Set<string>();
    const count = (table: string) => (rows: { id: number }[]) =>
      rows.forEach((r) => changed.add(`${table}:${r.id}`));

    for (const seed of categorySeeds) await fillProductCategory(tx, seed).then(count('category'));
    for (const seed of productSeeds) await fillProduct(tx, seed).then(count('product'));
    for (const [position, seed] of serviceSeeds.entries())
      await fillService(tx, seed, position).then(count('service'));
    for (const [position, seed] of newsItems.entries())
      await fillNews(tx, seed, position).then(count('news'));
    for (const [position, seed] of jobSeeds.entries()) await fillJob(tx, seed, position).then(count('job'));
    for (const seed of blogCategorySeeds) await fillBlogCategory(tx, seed).then(count('blogCategory'));
    for (const seed of blogPostSeeds) await fillBlogPost(tx, seed).then(count('blogPost'));

    await tx.update(t.siteSettings).set({ arabicSeededAt: new Date() });
    return changed.size;
  });
}

const ids = { id: sql<number>`id` };

/** The seed's English of each declared text it has (lib/validation/texts.ts), beside its column. */
function englishOf<D extends TextSpecs>(
  table: Translated,
  texts: D,
  seed: Partial<Record<TextName<D>, string>>,
): [PgColumn, string][] {
  const columns = table as unknown as Record<string, PgColumn>;
  return textNames(texts).flatMap((name) => {
    const english = seed[name];
    return english === undefined ? [] : [[columns[name], english]];
  });
}

type Translated =
  | typeof t.productCategories
  | typeof t.products
  | typeof t.services
  | typeof t.news
  | typeof t.jobs
  | typeof t.blogCategories
  | typeof t.blogPosts;

/**
 * Writes the Arabic texts (`arabic`: column name → text) of the row(s) `row` selects, where every
 * English field is still the seed's (`english`) and every one of those Arabic columns is empty.
 */
function fillTexts(
  tx: Transaction,
  table: Translated,
  row: SQL | undefined,
  english: [PgColumn, string][],
  arabic: Record<string, string>,
) {
  const columns = Object.keys(arabic).map((name) => (table as unknown as Record<string, PgColumn>)[name]);
  return tx
    .update(table)
    .set(arabic as never)
    .where(and(row, unchanged(english), untranslated(columns)))
    .returning(ids);
}

/** Writes the Arabic alt text of the row's picture while the picture still has the seed's alt text. */
function fillAlt(
  tx: Transaction,
  table: Exclude<Translated, typeof t.jobs>,
  row: SQL,
  seedAlt: string,
  alt: string,
) {
  return tx
    .update(table)
    .set({ imageAltAr: alt } as never)
    .where(and(row, altUnchanged(table.image, seedAlt), untranslated([table.imageAltAr])))
    .returning(ids);
}

async function fillProductCategory(tx: Transaction, seed: ProductCategorySeed) {
  const { imageAltAr, ...texts } = productCategoryArabic(seed);
  const c = t.productCategories;
  const row = eq(c.slug, seed.slug);
  return [
    ...(await fillTexts(tx, c, row, englishOf(c, productCategoryTexts, seed), texts)),
    ...(await fillAlt(tx, c, row, seed.image.alt, imageAltAr)),
  ];
}

async function fillProduct(tx: Transaction, seed: ProductSeed) {
  const { imageAltAr, imagesAltAr, ...texts } = productArabic(seed);
  const p = t.products;
  const row = eq(p.id, seed.id);
  const english: [PgColumn, string][] = [
    [p.name, seed.name],
    [p.details, seed.details],
    [p.description1, seed.description1],
    [p.description2, seed.description2],
  ];
  // Each detail picture by its position: one staff replaced keeps no Arabic description.
  const [first, second] = seed.images;
  const [firstAr, secondAr] = imagesAltAr;
  const sameFirst = sql`${p.images}->0->>'alt' = ${first.alt}`;
  const sameSecond = sql`${p.images}->1->>'alt' = ${second.alt}`;
  const detail = await tx
    .update(p)
    .set({
      imagesAltAr: sql`jsonb_build_array(
        CASE WHEN ${sameFirst} THEN ${firstAr}::text ELSE '' END,
        CASE WHEN ${sameSecond} THEN ${secondAr}::text ELSE '' END)`,
    })
    .where(and(row, sql`${p.imagesAltAr} = '[]'::jsonb`, sql`(${sameFirst} OR ${sameSecond})`))
    .returning(ids);
  return [
    ...(await fillTexts(tx, p, row, english, texts)),
    ...(await fillAlt(tx, p, row, seed.image.alt, imageAltAr)),
    ...detail,
  ];
}

async function fillService(tx: Transaction, seed: ServiceSeed, position: number) {
  const { imageAltAr, ...texts } = serviceArabic(position);
  const s = t.services;
  const english = englishOf(s, serviceTexts, seed);
  // The picture of the service the seed's English still names.
  return [
    ...(await fillTexts(tx, s, undefined, english, texts)),
    ...(await fillAlt(tx, s, eq(s.name, seed.name), seed.image.alt, imageAltAr)),
  ];
}

async function fillNews(tx: Transaction, seed: NewsSeed, position: number) {
  const { imageAltAr, ...texts } = newsArabic(position);
  const n = t.news;
  const english: [PgColumn, string][] = [
    [n.title, seed.title],
    [n.caption, seed.caption],
    [n.body, paragraphs(seed.body)],
  ];
  return [
    ...(await fillTexts(tx, n, undefined, english, texts)),
    ...(await fillAlt(tx, n, eq(n.title, seed.title), seed.image.alt, imageAltAr)),
  ];
}

function fillJob(tx: Transaction, seed: JobSeed, position: number) {
  const j = t.jobs;
  return fillTexts(tx, j, undefined, englishOf(j, jobTexts, seed), jobArabic(position));
}

async function fillBlogCategory(tx: Transaction, seed: BlogCategorySeed) {
  const { imageAltAr, ...texts } = blogCategoryArabic(seed);
  const c = t.blogCategories;
  const row = eq(c.slug, seed.slug);
  return [
    ...(await fillTexts(tx, c, row, englishOf(c, blogCategoryTexts, seed), texts)),
    ...(await fillAlt(tx, c, row, seed.image.alt, imageAltAr)),
  ];
}

async function fillBlogPost(tx: Transaction, seed: BlogPostSeed) {
  const { imageAltAr, ...texts } = blogPostArabic(seed);
  const p = t.blogPosts;
  const row = eq(p.id, seed.id);
  const english: [PgColumn, string][] = [
    [p.title, seed.title],
    [p.teaser, seed.teaser],
    [p.body, paragraphs(seed.body)],
  ];
  return [
    ...(await fillTexts(tx, p, row, english, texts)),
    ...(await fillAlt(tx, p, row, seed.image.alt, imageAltAr)),
  ];
}
