/**
 * The public readers in Arabic: each text in Arabic where it is translated, the English field by
 * field where its Arabic is empty; the English readings are unaffected.
 */
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { blogCategoriesAr, blogPostsAr } from '@/features/blog/articles.ar';
import { jobsAr } from '@/features/careers/openings.ar';
import { newsAr } from '@/features/news/items.ar';
import { productCategoriesAr, productsAr } from '@/features/products/catalogue.ar';
import { servicesAr } from '@/features/services/seed.ar';
import { blogCategories as blogCategorySeeds, blogPosts as blogPostSeeds } from '@/features/blog/articles';
import { products as productSeeds } from '@/features/products/catalogue';
import { services as serviceSeeds } from '@/features/services/pageText';
import { news, products, services } from '../../db/schema';
import { getBlogCategory, getBlogPost, listBlogCategoriesWithPosts } from '@/features/blog/published';
import { listPublishedJobs } from '@/features/careers/jobs';
import { getNewsItem, listPublishedNews } from '@/features/news/published';
import { getProduct, getProductCategory, listCategoriesWithProducts } from '@/features/products/published';
import { listPublishedServices } from '@/features/services/data';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(() => testDb.drop());

const seedProduct = (id: number) => productSeeds.find((p) => p.id === id)!;

describe('products', () => {
  it('reads the seeded Arabic, pictures included, and the English unchanged', async () => {
    const ar = await getProduct('ar', 1);
    expect(ar).toMatchObject({
      id: 1,
      name: productsAr[1].name,
      details: productsAr[1].details,
      description1: productsAr[1].description1,
      description2: productsAr[1].description2,
    });
    expect(ar?.image.alt).toBe(productsAr[1].imageAlt);
    expect(ar?.images.map((i) => i.alt)).toEqual(productsAr[1].imagesAlt);
    expect(ar?.image.src).toBe(seedProduct(1).image.src);

    const en = await getProduct('en', 1);
    expect(en).toMatchObject({ name: seedProduct(1).name, description1: seedProduct(1).description1 });
    expect(en?.image.alt).toBe(seedProduct(1).image.alt);
  });

  it('falls back to the English field by field where the Arabic is empty', async () => {
    await testDb.db
      .update(products)
      .set({ description1Ar: '', imageAltAr: '  ', imagesAltAr: [] })
      .where(eq(products.id, 2));
    const ar = await getProduct('ar', 2);
    expect(ar?.name).toBe(productsAr[2].name);
    expect(ar?.description2).toBe(productsAr[2].description2);
    expect(ar?.description1).toBe(seedProduct(2).description1);
    expect(ar?.image.alt).toBe(seedProduct(2).image.alt);
    expect(ar?.images.map((i) => i.alt)).toEqual(seedProduct(2).images.map((i) => i.alt));

    const listed = (await listCategoriesWithProducts('ar'))
      .flatMap((c) => c.products)
      .find((p) => p.id === 2);
    expect(listed).toMatchObject({ name: productsAr[2].name, description1: seedProduct(2).description1 });
  });

  it('names the categories in Arabic in the listing and on their own', async () => {
    const [first] = await listCategoriesWithProducts('ar');
    expect(first.name).toBe(productCategoriesAr[first.slug].name);
    expect(first.blurb).toBe(productCategoriesAr[first.slug].blurb);
    expect((await getProductCategory('ar', first.id))?.name).toBe(productCategoriesAr[first.slug].name);
    expect((await listCategoriesWithProducts('en'))[0].name).toBe('Herbal Extracts');
  });
});

describe('blog, news, services and jobs', () => {
  it('read the blog in Arabic', async () => {
    const seed = blogPostSeeds[0];
    const post = await getBlogPost('ar', seed.id);
    expect(post).toMatchObject({ title: blogPostsAr[seed.id].title, teaser: blogPostsAr[seed.id].teaser });
    expect(post?.body).toBe(blogPostsAr[seed.id].body.join('\n\n'));
    expect((await getBlogPost('en', seed.id))?.title).toBe(seed.title);
    const categories = await listBlogCategoriesWithPosts('ar');
    expect(categories.map((c) => c.name)).toEqual(
      blogCategorySeeds.map((c) => blogCategoriesAr[c.slug].name),
    );
    expect((await getBlogCategory('ar', categories[0].id))?.name).toBe(categories[0].name);
  });

  it('read the news in Arabic, with the English where a field is untranslated', async () => {
    const all = await listPublishedNews('ar');
    expect(all.map((n) => n.title)).toEqual(newsAr.map((n) => n.title));
    const [newest] = all;
    await testDb.db.update(news).set({ captionAr: '' }).where(eq(news.id, newest.id));
    const item = await getNewsItem('ar', newest.id);
    const english = await getNewsItem('en', newest.id);
    expect(item?.title).toBe(newsAr[0].title);
    expect(item?.caption).toBe(english?.caption);
    expect(english?.title).toBe('Kinglife LLC Unveils New Essential Oil Collection');
  });

  it('read services and jobs in Arabic', async () => {
    await testDb.db
      .update(services)
      .set({ descriptionAr: '' })
      .where(eq(services.name, serviceSeeds[0].name));
    const [first, ...rest] = await listPublishedServices('ar');
    expect(first).toMatchObject({ name: servicesAr[0].name, description: serviceSeeds[0].description });
    expect(rest.map((s) => s.description)).toEqual(servicesAr.slice(1).map((s) => s.description));
    expect((await listPublishedServices('en')).map((s) => s.name)).toEqual(serviceSeeds.map((s) => s.name));

    const jobs = await listPublishedJobs('ar');
    expect(jobs.map((j) => j.title)).toEqual(jobsAr.map((j) => j.title));
    expect(jobs[0]).toMatchObject({ location: jobsAr[0].location, description: jobsAr[0].description });
  });
});
