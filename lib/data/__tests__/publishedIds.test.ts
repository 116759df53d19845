import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { blogPosts, news } from '../../db/schema';
import { expireTags, tags } from '../cache';
import { writeTransaction } from '../transaction';
import { setBlogPostPublished } from '@/features/blog/data';
import { setNewsPublished } from '@/features/news/data';
import { setProductPublished } from '@/features/products/data';
import { isPublished, plainId } from '../publishedIds';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb.drop();
});

it('knows the published items of each item page', async () => {
  expect(await isPublished('product', '18')).toBe(true);
  expect(await isPublished('blogPost', '19')).toBe(true);
  expect(await isPublished('newsItem', '3')).toBe(true);
  expect(await isPublished('product', '19')).toBe(false);
  expect(await isPublished('newsItem', '999999')).toBe(false);
});

it('counts only the plain spelling of an id, which is where its page is kept', async () => {
  expect(await isPublished('product', '%37')).toBe(true); // '7', as the browser may encode it
  for (const other of ['007', '7.0', '+7', ' 7', '7a', '-7', '0', '', 'none', '%E0%A4%A', '9'.repeat(12)])
    expect([other, await isPublished('product', other)]).toEqual([other, false]);
});

it('reads the whole number a segment names, for the redirect to its plain spelling', () => {
  expect(plainId('007')).toBe(7);
  expect(plainId('%37')).toBe(7);
  for (const other of ['7.0', '+7', '0', 'none', '%E0%A4%A', '9'.repeat(12)])
    expect(plainId(other)).toBeNull();
});

it('follows a staff change at once: unpublishing and publishing again', async () => {
  expect(await isPublished('product', '5')).toBe(true);
  await setProductPublished(5, false);
  expect(await isPublished('product', '5')).toBe(false);
  await setProductPublished(5, true);
  expect(await isPublished('product', '5')).toBe(true);

  await setBlogPostPublished(4, false);
  expect(await isPublished('blogPost', '4')).toBe(false);
  await setNewsPublished(2, false);
  expect(await isPublished('newsItem', '2')).toBe(false);
});

it('does not keep what it read while a staff change was being saved once the change is kept', async () => {
  expect(await isPublished('blogPost', '5')).toBe(true);
  await writeTransaction(async (tx) => {
    await tx.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, 5));
    await expireTags(tx, tags.blog, tags.blogPost(5));
    // Another request (any item page, proxy.ts) reads the ids after the expiry, before the commit.
    expect(await isPublished('blogPost', '5')).toBe(true);
  });
  expect(await isPublished('blogPost', '5')).toBe(false);
});

it('finds an item published outside the app (psql, another server) on its first request', async () => {
  expect(await isPublished('newsItem', '3')).toBe(true); // the published ids are read and kept
  const [row] = await testDb.db
    .insert(news)
    .values({
      title: 'Outside',
      caption: 'Outside',
      body: 'Published with SQL.',
      date: '2026-11-25',
      image: { src: '/x.svg', alt: '' },
      isPublished: true,
    })
    .returning({ id: news.id });
  expect(await isPublished('newsItem', String(row.id))).toBe(true);
  // Then kept like the others: its page is served from the cache until a staff write or a minute.
  await testDb.db.delete(news).where(eq(news.id, row.id));
  expect(await isPublished('newsItem', String(row.id))).toBe(true);
});

it('keeps what it read until a staff change or a minute: an unpublishing outside the app shows later', async () => {
  expect(await isPublished('newsItem', '1')).toBe(true);
  await testDb.db.update(news).set({ isPublished: false }).where(eq(news.id, 1));
  expect(await isPublished('newsItem', '1')).toBe(true);
  jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate'] });
  try {
    expect(await isPublished('newsItem', '1')).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});
