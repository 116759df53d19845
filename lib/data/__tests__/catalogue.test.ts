import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { products } from '../../db/schema';
import { getBlogPost, listBlogCategoriesWithPosts, listBlogPostIds } from '@/features/blog/published';
import { listPublishedNews } from '@/features/news/published';
import { getProduct, listCategoriesWithProducts, listProductIds } from '@/features/products/published';
import { listPublishedServices } from '@/features/services/data';
import { listPublishedJobs } from '@/features/careers/jobs';
import { getSiteSettings } from '@/features/settings/data';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb.drop();
});

describe('products', () => {
  it('lists the 7 categories in order with their 18 products under the spec ids', async () => {
    const categories = await listCategoriesWithProducts('en');
    expect(categories.map((c) => c.name)).toEqual([
      'Herbal Extracts',
      'Fragrance Oils',
      'Natural Powders',
      'Oleoresins',
      'Frozen Fruits and Vegetables',
      'Perfume',
      'Food Supplements',
    ]);
    expect(categories.map((c) => c.products.map((p) => p.id))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11, 12],
      [13, 14, 15],
      [16],
      [17],
      [18],
    ]);
    expect(await listProductIds()).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('finds a product by id with both descriptions and two images', async () => {
    const product = await getProduct('en', 1);
    expect(product?.name).toBe('Sesbania Extract');
    expect(product?.description1.length).toBeGreaterThan(200);
    expect(product?.description2.length).toBeGreaterThan(200);
    expect(product?.images).toHaveLength(2);
    expect(await getProduct('en', 99)).toBeNull();
  });

  it('hides unpublished products from the public queries', async () => {
    await testDb.db.update(products).set({ published: false }).where(eq(products.id, 18));
    expect(await listProductIds()).not.toContain(18);
    const supplements = (await listCategoriesWithProducts('en')).find((c) => c.slug === 'food-supplements');
    expect(supplements?.products).toEqual([]);
    await testDb.db.update(products).set({ published: true }).where(eq(products.id, 18));
  });

  it('continues the id sequence after the seeded ids', async () => {
    const [category] = await listCategoriesWithProducts('en');
    const [row] = await testDb.db
      .insert(products)
      .values({
        categoryId: category.id,
        name: 'New extract',
        description1: 'x',
        image: { src: '/a.svg', alt: '' },
      })
      .returning({ id: products.id });
    expect(row.id).toBe(19);
  });
});

describe('blog', () => {
  it('has 4 categories and posts 1-19, Cattle Feeds holding 15-19', async () => {
    const categories = await listBlogCategoriesWithPosts('en');
    expect(categories.map((c) => [c.name, c.posts.map((p) => p.id)])).toEqual([
      ['Frozen Fruits and Vegetables', [1, 2, 3, 4, 5, 6]],
      ['Perfumes', [7, 8, 9, 10]],
      ['Wellness Capsules', [11, 12, 13, 14]],
      ['Cattle Feeds', [15, 16, 17, 18, 19]],
    ]);
    expect(await listBlogPostIds()).toHaveLength(19);
  });

  it('stores full articles of several paragraphs', async () => {
    for (const id of [1, 17, 19]) {
      const post = await getBlogPost('en', id);
      expect(post?.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
    }
    expect(await getBlogPost('en', 20)).toBeNull();
  });
});

describe('other seeded content', () => {
  it('has the featured news item first among 3 published', async () => {
    const items = await listPublishedNews('en');
    expect(items).toHaveLength(3);
    expect(items[0].title).toBe('Kinglife LLC Unveils New Essential Oil Collection');
  });

  it('has 3 published services and 12 published jobs in UAE cities', async () => {
    expect((await listPublishedServices('en')).map((s) => s.name)).toEqual([
      'Exporting Services',
      'Green Spice Extracts',
      'Quality Assurance',
    ]);
    const jobs = await listPublishedJobs('en');
    expect(jobs).toHaveLength(12);
    const cities = [
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Ajman',
      'Ras Al Khaimah',
      'Fujairah',
      'Umm Al Quwain',
      'Al Ain',
    ];
    for (const job of jobs) expect(cities.some((c) => job.location.includes(c))).toBe(true);
  });

  it('has settings with the enquiry e-mail, social links and the home banner', async () => {
    const settings = await getSiteSettings();
    expect(settings.enquiryEmail).toMatch(/@/);
    expect(settings.linkedinUrl).toMatch(/^https:\/\//);
    expect(settings.homeBanner.src).toBe('/artwork/hero.svg');
  });
});
