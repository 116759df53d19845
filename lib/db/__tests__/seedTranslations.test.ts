/**
 * The Arabic of the seeded content: written by the first seed, and given once to a database seeded
 * before the Arabic columns existed (prepare.ts → addSeedTranslations).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { jobsAr } from '@/features/careers/openings.ar';
import { newsAr } from '@/features/news/items.ar';
import { productsAr } from '@/features/products/catalogue.ar';
import { servicesAr } from '@/features/services/seed.ar';
import { prepareDatabase } from '../prepare';
import { SITE_DATABASE } from '../seedSite';
import {
  blogCategories,
  blogPosts,
  jobs,
  news,
  productCategories,
  products,
  services,
  siteSettings,
} from '../schema';
import { addSeedTranslations } from '../seedTranslations';

const TRANSLATED = {
  product_categories: ['name_ar', 'blurb_ar', 'image_alt_ar'],
  products: ['name_ar', 'details_ar', 'description1_ar', 'description2_ar', 'image_alt_ar'],
  services: ['name_ar', 'description_ar', 'image_alt_ar'],
  news: ['title_ar', 'caption_ar', 'body_ar', 'image_alt_ar'],
  jobs: ['title_ar', 'experience_ar', 'qualification_ar', 'location_ar', 'description_ar'],
  blog_categories: ['name_ar', 'image_alt_ar'],
  blog_posts: ['title_ar', 'teaser_ar', 'body_ar', 'image_alt_ar'],
};

/** A database as it was seeded before the Arabic columns: every Arabic column empty, never translated. */
async function seededTheOldWay(db: TestDatabase['db']) {
  for (const [table, columns] of Object.entries(TRANSLATED)) {
    const blank = columns.map((c) => `"${c}" = ''`).join(', ');
    await db.execute(sql.raw(`UPDATE "${table}" SET ${blank}`));
  }
  await db.execute(sql.raw(`UPDATE products SET images_alt_ar = '[]'::jsonb`));
  await db.update(siteSettings).set({ arabicSeededAt: null });
}

/** Every Arabic value in the database, for comparing before and after. */
async function arabicSnapshot(db: TestDatabase['db']) {
  const rows = await Promise.all([
    db.select().from(productCategories).orderBy(asc(productCategories.id)),
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(services).orderBy(asc(services.id)),
    db.select().from(news).orderBy(asc(news.id)),
    db.select().from(jobs).orderBy(asc(jobs.id)),
    db.select().from(blogCategories).orderBy(asc(blogCategories.id)),
    db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
  ]);
  return JSON.stringify(rows);
}

describe('the first seed', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await freshDatabase({ seeded: true, useForApp: false });
  });
  afterAll(() => testDb.drop());

  it('writes the Arabic with the English and records it, so the backfill has nothing to do', async () => {
    const [product] = await testDb.db.select().from(products).where(eq(products.id, 1));
    expect(product.nameAr).toBe(productsAr[1].name);
    expect(product.imagesAltAr).toEqual([...productsAr[1].imagesAlt]);
    const serviceRows = await testDb.db.select().from(services).orderBy(asc(services.position));
    expect(serviceRows.map((s) => s.nameAr)).toEqual(servicesAr.map((s) => s.name));
    const [settings] = await testDb.db.select().from(siteSettings);
    expect(settings.arabicSeededAt).toBeInstanceOf(Date);

    const before = await arabicSnapshot(testDb.db);
    expect(await addSeedTranslations(testDb.db)).toBe(0);
    expect(await arabicSnapshot(testDb.db)).toBe(before);
  });
});

describe('addSeedTranslations on a database seeded before the Arabic columns', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await freshDatabase({ seeded: true, useForApp: false });
    await seededTheOldWay(testDb.db);
  });
  afterEach(() => testDb.drop());

  it('is run once by prepareDatabase at the next start', async () => {
    const lines: string[] = [];
    await prepareDatabase({
      databaseUrl: testDb.url,
      dataDir: '/nonexistent',
      demo: false,
      ...SITE_DATABASE,
      firstAdmin: false,
      log: (line) => lines.push(line),
    });
    const [product] = await testDb.db.select().from(products).where(eq(products.id, 2));
    expect(product).toMatchObject({
      nameAr: productsAr[2].name,
      description1Ar: productsAr[2].description1,
      imageAltAr: productsAr[2].imageAlt,
    });
    const newsRows = await testDb.db.select().from(news).orderBy(asc(news.id));
    expect(newsRows.map((n) => n.titleAr)).toEqual(newsAr.map((n) => n.title));
    const jobRows = await testDb.db.select().from(jobs).orderBy(asc(jobs.id));
    expect(jobRows.map((j) => j.titleAr)).toEqual(jobsAr.map((j) => j.title));
    expect(lines.some((l) => /Arabic translation/.test(l))).toBe(true);
  });

  it('gives the seeded rows their Arabic once, keeping Arabic staff typed and rows staff re-wrote', async () => {
    await testDb.db.update(products).set({ nameAr: 'اسم كتبه الموظفون' }).where(eq(products.id, 1));
    await testDb.db.update(products).set({ name: 'Renamed by staff' }).where(eq(products.id, 3));

    expect(await addSeedTranslations(testDb.db)).toBeGreaterThan(0);

    const rows = await testDb.db
      .select()
      .from(products)
      .where(sql`${products.id} IN (1, 2, 3)`)
      .orderBy(asc(products.id));
    const [staffArabic, untouched, staffEnglish] = rows;
    expect(staffArabic.nameAr).toBe('اسم كتبه الموظفون');
    expect(untouched.nameAr).toBe(productsAr[2].name);
    expect(untouched.detailsAr).toBe(productsAr[2].details);
    expect(untouched.imagesAltAr).toEqual([...productsAr[2].imagesAlt]);
    // The English changed: a translation of the old text would be wrong. Its unchanged picture still gets one.
    expect(staffEnglish.nameAr).toBe('');
    expect(staffEnglish.imageAltAr).toBe(productsAr[3].imageAlt);

    const [settings] = await testDb.db.select().from(siteSettings);
    expect(settings.arabicSeededAt).toBeInstanceOf(Date);
  });

  it('changes nothing when run a second time, even after staff cleared an Arabic value', async () => {
    await addSeedTranslations(testDb.db);
    await testDb.db.update(products).set({ nameAr: '' }).where(eq(products.id, 2));
    const before = await arabicSnapshot(testDb.db);
    expect(await addSeedTranslations(testDb.db)).toBe(0);
    expect(await arabicSnapshot(testDb.db)).toBe(before);
  });
});
