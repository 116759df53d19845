/**
 * The cached readers inside Next: English and Arabic are kept under separate entries, and a write
 * (through its entity's invalidate function) expires both. `unstable_cache` and `revalidateTag`
 * are replaced by an in-memory store with the same keying and tags.
 */
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { productsAr } from '@/features/products/catalogue.ar';
import { servicesAr } from '@/features/services/seed.ar';
import { products } from '../../db/schema';
import { invalidateProduct } from '@/features/products/data';
import { getProduct } from '@/features/products/published';
import { listPublishedServices, listServices, setServicePublished } from '@/features/services/data';

jest.mock('../../runtime', () => ({ inNextServer: true }));
jest.mock('next/server', () => ({ after: () => undefined }));
// As in a request (a staff save), not the background work.
jest.mock('next/dist/server/app-render/work-async-storage.external', () => ({
  workAsyncStorage: { getStore: () => ({}) },
}));

const mockStore = new Map<string, { value: unknown; tags: string[] }>();
jest.mock('next/cache', () => ({
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
      const key = JSON.stringify(keyParts);
      const hit = mockStore.get(key);
      if (hit) return hit.value;
      const value = await read();
      mockStore.set(key, { value, tags: options.tags });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [key, entry] of mockStore) if (entry.tags.includes(tag)) mockStore.delete(key);
  },
}));

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(() => testDb.drop());

it('keeps each language under its own entry', async () => {
  const [en, ar] = await Promise.all([getProduct('en', 1), getProduct('ar', 1)]);
  expect(ar?.name).toBe(productsAr[1].name);
  expect(en?.name).not.toBe(ar?.name);
  expect([...mockStore.keys()]).toEqual(
    expect.arrayContaining([
      JSON.stringify(['products.item', 'en', '1']),
      JSON.stringify(['products.item', 'ar', '1']),
    ]),
  );
  // A second reading comes from the cache, in its own language.
  expect((await getProduct('ar', 1))?.name).toBe(productsAr[1].name);
  expect((await getProduct('en', 1))?.name).toBe(en?.name);
});

it('shows an edit in both languages once the product is invalidated', async () => {
  await Promise.all([getProduct('en', 1), getProduct('ar', 1)]);
  await testDb.db
    .update(products)
    .set({ name: 'Ashwagandha Root Extract 5%', nameAr: 'مستخلص جذور الأشواغاندا ٥٪' })
    .where(eq(products.id, 1));
  // Still cached until the write's invalidation.
  expect((await getProduct('ar', 1))?.name).toBe(productsAr[1].name);
  await invalidateProduct(testDb.db, 1);
  expect((await getProduct('en', 1))?.name).toBe('Ashwagandha Root Extract 5%');
  expect((await getProduct('ar', 1))?.name).toBe('مستخلص جذور الأشواغاندا ٥٪');
});

it('drops an unpublished service from both languages (an admin write)', async () => {
  const [en, ar] = await Promise.all([listPublishedServices('en'), listPublishedServices('ar')]);
  expect(ar.map((s) => s.name)).toEqual(servicesAr.map((s) => s.name));
  const [first] = await listServices();
  await setServicePublished(first.id, false);
  expect((await listPublishedServices('en')).length).toBe(en.length - 1);
  expect((await listPublishedServices('ar')).map((s) => s.name)).toEqual(
    servicesAr.slice(1).map((s) => s.name),
  );
});
