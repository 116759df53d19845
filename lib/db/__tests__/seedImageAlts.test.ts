/**
 * Every seeded picture staff manage is described in English and Arabic (the dialogs require both
 * unless a picture is marked decorative, so an edit of a seeded item saves as it opens).
 */
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { blogCategories, blogPosts, news, productCategories, products, services } from '../schema';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true, useForApp: false });
});
afterAll(() => testDb.drop());

it('gives each seeded picture both alts', async () => {
  const undescribed: string[] = [];
  const check = (what: string, alt: string, altAr: string | undefined) => {
    if (alt.trim() === '' || (altAr ?? '').trim() === '') undescribed.push(what);
  };
  for (const [name, table] of Object.entries({
    productCategories,
    blogCategories,
    blogPosts,
    news,
    services,
  })) {
    for (const row of await testDb.db.select().from(table))
      check(`${name} ${row.id}`, row.image.alt, row.imageAltAr);
  }
  for (const row of await testDb.db.select().from(products)) {
    check(`product ${row.id}`, row.image.alt, row.imageAltAr);
    row.images.forEach((image, i) =>
      check(`product ${row.id} detail ${i + 1}`, image.alt, row.imagesAltAr[i]),
    );
  }
  expect(undescribed).toEqual([]);
});
