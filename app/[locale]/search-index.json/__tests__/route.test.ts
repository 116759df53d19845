/**
 * The site search's index documents, as /search-index.json and /ar/search-index.json answer them
 * from the seeded database, and what the browser's search (features/search/site/engine.ts) finds
 * in them.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, PRODUCT_ALTS } from '@/test/admin';
import { productsAr } from '@/features/products/catalogue.ar';
import { createSearch } from '@/features/search/site/engine';
import { listBlogCategoriesWithPosts } from '@/features/blog/published';
import { listPublishedNews } from '@/features/news/published';
import { products } from '@/lib/db/schema';
import type { SearchIndexData } from '@/lib/text/siteSearch';
import { PATCH } from '../../../api/v1/admin/products/[id]/route';
import { PUT as PUBLISH } from '../../../api/v1/admin/products/[id]/published/route';
import { GET } from '../route';

const bed = adminTestBed();

const VANILLA = 5;
const LAVENDER = 6;

async function indexOf(locale: string): Promise<SearchIndexData> {
  const response = await GET(new Request(`http://kinglife.test/${locale}/search-index.json`), {
    params: Promise.resolve({ locale }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

/** The browser's search over a language's index; no hits where it has nothing to look up. */
async function searchIn(locale: string) {
  const engine = createSearch(await indexOf(locale));
  return (query: string) => engine.search(query) ?? [];
}

const productIds = (index: SearchIndexData) =>
  index.docs.filter((doc) => doc.kind === 'products').map((doc) => doc.id);

describe('searching it as the browser does', () => {
  const titles = (hits: { title: { text: string }[] }[]) =>
    hits.map((hit) => hit.title.map((segment) => segment.text).join(''));
  const marked = (segments: { text: string; mark: boolean }[]) =>
    segments.filter((segment) => segment.mark).map((segment) => segment.text);

  it('finds the vanilla product in Arabic with and without diacritics, and with the article', async () => {
    const search = await searchIn('ar');
    const vanilla = `/ar/productPage/ProductDetailedPage/${VANILLA}`;
    for (const query of ['فانيليا', 'فَانِيلْيَا', 'الفانيليا', 'فانيلا', 'فَانِيلَا', 'vanilla'])
      expect([query, search(query)[0]?.url]).toEqual([query, vanilla]);
    // The match is marked in the name as it is written, diacritics and all.
    expect(marked(search('فانيليا')[0].title)).toEqual(['الفانيليا']);
    // While only the article is typed there is nothing to look up (and no 'no results' to say).
    expect(createSearch(await indexOf('ar')).search('ال')).toBeNull();
    expect(search('الفان').map((hit) => hit.url)).toContain(vanilla);
  });

  it('finds as the visitor types: an English prefix, a second word, a typo', async () => {
    const search = await searchIn('en');
    const turm = search('turm');
    expect(turm.length).toBeGreaterThan(0);
    expect(titles(turm)).toContain('Spice Powder');
    expect(
      turm.flatMap((hit) => [...marked(hit.title), ...marked(hit.line)]).map((w) => w.toLowerCase()),
    ).toContain('turmeric');
    expect(titles(search('lavend'))[0]).toBe('Lavender');
    expect(titles(search('lavender oil'))[0]).toBe('Lavender');
    expect(titles(search('lavendre'))[0]).toBe('Lavender');
    // Blog posts and news are found by their text, quoted around the match.
    const reefer = search('reefer');
    expect(reefer.map((hit) => hit.kind)).toContain('Blog');
    expect(reefer.flatMap((hit) => marked(hit.line)).map((w) => w.toLowerCase())).toContain('reefer');
    expect(search('zzzzqx')).toEqual([]);
  });

  it('finds a product by its botanical name, CAS number or certification, and says where', async () => {
    const search = await searchIn('en');
    for (const query of ['planifolia', '8024-06-4']) {
      const [first] = search(query);
      expect([query, first?.title.map((s) => s.text).join('')]).toEqual([query, 'Vanilla']);
      expect(marked(first.line).length).toBeGreaterThan(0);
    }
    const halal = (await searchIn('ar'))('حلال');
    expect(halal.map((hit) => hit.url)).toContain(`/ar/productPage/ProductDetailedPage/${VANILLA}`);
  });

  it('finds an Arabic product on the English site by its Arabic name', async () => {
    const search = await searchIn('en');
    expect(search('اللافندر')[0]?.url).toBe(`/productPage/ProductDetailedPage/${LAVENDER}`);
  });
});

describe('the index document', () => {
  it('holds every published product, blog post and news item of the language, with its page', async () => {
    const index = await indexOf('en');
    expect(index.locale).toBe('en');
    expect(productIds(index).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const posts = (await listBlogCategoriesWithPosts('en')).flatMap((c) => c.posts);
    expect(index.docs.filter((doc) => doc.kind === 'blog-posts')).toHaveLength(posts.length);
    expect(index.docs.filter((doc) => doc.kind === 'news')).toHaveLength(
      (await listPublishedNews('en')).length,
    );

    const vanilla = index.docs.find((doc) => doc.kind === 'products' && doc.id === VANILLA)!;
    expect(vanilla).toMatchObject({
      url: `/productPage/ProductDetailedPage/${VANILLA}`,
      title: 'Vanilla',
      category: 'Fragrance Oils',
    });
    // Also searched: its Arabic name and its specification's names and codes.
    for (const alias of [
      productsAr[VANILLA].name,
      'Vanilla planifolia Andrews',
      '8024-06-4',
      'Perfumery',
      'Halal',
    ])
      expect(vanilla.aliases.split(' · ')).toContain(alias);
    expect(vanilla.summary).toContain('Madagascar');
    expect(vanilla.body.length).toBeGreaterThan(200);
    const post = index.docs.find((doc) => doc.kind === 'blog-posts')!;
    expect(post.url).toBe(`/blogPage/blogdetails/${post.id}`);
    // Plain text: the Markdown's heading marks are gone.
    expect(
      index.docs.filter((doc) => doc.kind === 'blog-posts').some((doc) => doc.body.includes('## ')),
    ).toBe(false);
  });

  it('is in Arabic at /ar, with the English names as the other language', async () => {
    const index = await indexOf('ar');
    expect(index.locale).toBe('ar');
    const vanilla = index.docs.find((doc) => doc.kind === 'products' && doc.id === VANILLA)!;
    expect(vanilla).toMatchObject({
      url: `/ar/productPage/ProductDetailedPage/${VANILLA}`,
      title: productsAr[VANILLA].name,
      summary: productsAr[VANILLA].details,
    });
    expect(vanilla.aliases.split(' · ')).toEqual(expect.arrayContaining(['Vanilla', 'حلال', 'صناعة العطور']));
    expect(index.docs.every((doc) => doc.url.startsWith('/ar/'))).toBe(true);
  });

  it('holds every published event, found by its name in either language and opened on the Events page', async () => {
    const english = (await indexOf('en')).docs.filter((doc) => doc.kind === 'events');
    expect(english).toHaveLength(5);
    const gulfood = english.find((doc) => doc.title.startsWith('Gulfood'))!;
    expect(gulfood.url).toBe(`/events#event-${gulfood.id}`);
    expect(gulfood.summary).toBe('Dubai World Trade Centre, Dubai, United Arab Emirates');
    const arabic = (await indexOf('ar')).docs.find((doc) => doc.kind === 'events' && doc.id === gulfood.id)!;
    expect(arabic).toMatchObject({ url: `/ar/events#event-${gulfood.id}` });
    expect(arabic.title).toMatch(/^جلفود/);
    expect(arabic.summary).toBe('مركز دبي التجاري العالمي، دبي، الإمارات العربية المتحدة');
    expect(arabic.aliases.split(' · ')).toContain(gulfood.title);
    const hits = (await searchIn('ar'))('Gulfood');
    expect(hits.map((hit) => hit.url)).toContain(arabic.url);
  });

  it('names each kind that declares a search, in the index’s language, and a result by it', async () => {
    expect((await indexOf('en')).kinds).toEqual({
      products: 'Product',
      'blog-posts': 'Blog',
      news: 'News',
      events: 'Event',
    });
    expect((await indexOf('ar')).kinds).toEqual({
      products: 'منتج',
      'blog-posts': 'مقال',
      news: 'خبر',
      events: 'فعالية',
    });
    const hits = (await searchIn('ar'))('Gulfood');
    expect(hits.find((hit) => hit.url.startsWith('/ar/events'))?.kind).toBe('فعالية');
    expect(hits.find((hit) => hit.url.startsWith('/ar/newsdetails'))?.kind).toBe('خبر');
  });

  it('answers 404 for a language the site does not have', async () => {
    const response = await GET(new Request('http://kinglife.test/og/search-index.json'), {
      params: Promise.resolve({ locale: 'og' }),
    });
    expect(response.status).toBe(404);
  });

  it('leaves out a product staff unpublish, and has it again once published', async () => {
    const publish = (published: boolean) =>
      call(
        PUBLISH,
        bed.staff.request('PUT', `/api/v1/admin/products/${VANILLA}/published`, { json: { published } }),
        { id: VANILLA },
      );
    expect((await publish(false)).status).toBe(200);
    expect(productIds(await indexOf('en'))).not.toContain(VANILLA);
    expect(productIds(await indexOf('ar'))).not.toContain(VANILLA);
    expect((await publish(true)).status).toBe(200);
    expect(productIds(await indexOf('ar'))).toContain(VANILLA);
  });

  it('shows a product as staff saved it, in both languages, on the next reading', async () => {
    const [lavender] = await bed.testDb.db.select().from(products).where(eq(products.id, LAVENDER));
    const saved = await call(
      PATCH,
      bed.staff.request('PATCH', `/api/v1/admin/products/${LAVENDER}`, {
        form: {
          ...PRODUCT_ALTS,
          subproductname: 'Bulgarian Lavender',
          subproductdescription: 'Steam-distilled in the Rose Valley.',
          category: String(lavender.categoryId),
          details: 'Lavandula angustifolia',
          nameAr: 'لافندر بلغاري',
        },
      }),
      { id: LAVENDER },
    );
    expect(saved.status).toBe(200);
    const english = (await indexOf('en')).docs.find((d) => d.kind === 'products' && d.id === LAVENDER)!;
    expect(english.title).toBe('Bulgarian Lavender');
    expect(english.aliases.split(' · ')[0]).toBe('لافندر بلغاري');
    expect(english.body).toContain('Rose Valley');
    const arabic = (await indexOf('ar')).docs.find((d) => d.kind === 'products' && d.id === LAVENDER)!;
    expect(arabic.title).toBe('لافندر بلغاري');
    expect((await searchIn('ar'))('بلغاري')[0]?.url).toBe(arabic.url);
  });
});
