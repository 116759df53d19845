import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { blogPosts, news } from '../../db/schema';
import { getBlogPost, listMoreInsights } from '@/features/blog/published';
import { getNewsItem, listNewsIds, listPublishedNews } from '@/features/news/published';
import { otherNews } from '@/features/news/views';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb.drop();
});

describe('news items by id', () => {
  it('lists the ids of the published items and finds each one', async () => {
    const ids = await listNewsIds();
    expect(ids).toEqual([1, 2, 3]);
    const first = await getNewsItem('en', 1);
    expect(first?.title).toBe('Kinglife LLC Unveils New Essential Oil Collection');
    expect(first?.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(await getNewsItem('en', 99)).toBeNull();
  });

  it('hides an unpublished item from the ids, the lookup and the list', async () => {
    await testDb.db.update(news).set({ isPublished: false }).where(eq(news.id, 2));
    try {
      expect(await listNewsIds()).toEqual([1, 3]);
      expect(await getNewsItem('en', 2)).toBeNull();
      expect((await listPublishedNews('en')).map((n) => n.id)).not.toContain(2);
    } finally {
      await testDb.db.update(news).set({ isPublished: true }).where(eq(news.id, 2));
    }
  });

  it('puts a newer item first, so /newsdetails shows it, and gives it an id of its own', async () => {
    const [row] = await testDb.db
      .insert(news)
      .values({
        title: 'Kinglife opens a Riyadh office',
        caption: 'Closer to our Saudi customers.',
        body: 'One.\n\nTwo.',
        date: '2024-05-01',
        image: { src: '/artwork/news/1.svg', alt: '' },
      })
      .returning({ id: news.id });
    try {
      expect((await listPublishedNews('en'))[0].id).toBe(row.id);
      expect(await listNewsIds()).toContain(row.id);
      expect((await getNewsItem('en', row.id))?.title).toBe('Kinglife opens a Riyadh office');
    } finally {
      await testDb.db.delete(news).where(eq(news.id, row.id));
    }
  });

  it('offers the other items, not the current one, for More Latest News', async () => {
    const all = await listPublishedNews('en');
    const others = otherNews(all, all[0]);
    expect(others.map((n) => n.id)).toEqual(all.slice(1).map((n) => n.id));
    expect(others[0]).toEqual({
      id: all[1].id,
      title: all[1].title,
      caption: all[1].caption,
      date: all[1].date,
    });
  });
});

describe('More Insights', () => {
  it('offers the rest of the category first, then the newest of the others, never the post itself', async () => {
    const post = await getBlogPost('en', 8);
    const more = await listMoreInsights('en', post!, 6);
    expect(more.map((p) => p.id)).toEqual([7, 9, 10, 19, 18, 17]);
  });

  it('stops at the limit and skips unpublished posts', async () => {
    await testDb.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, 2));
    try {
      const post = await getBlogPost('en', 1);
      const more = await listMoreInsights('en', post!, 3);
      expect(more.map((p) => p.id)).toEqual([3, 4, 5]);
    } finally {
      await testDb.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.id, 2));
    }
  });
});
