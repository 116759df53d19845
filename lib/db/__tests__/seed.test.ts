import { freshDatabase, type TestDatabase } from '../../../test/db';
import { applications, blogPosts, enquiries, jobs, news, products, services, siteSettings } from '../schema';
import { seedIfEmpty } from '../seed';

const total = (db: TestDatabase['db'], table: Parameters<TestDatabase['db']['$count']>[0]) =>
  db.$count(table);

describe('seedIfEmpty', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await freshDatabase({ useForApp: false });
  });
  afterEach(async () => {
    await testDb.drop();
  });

  it('seeds an empty database with the site content but no demo data by default', async () => {
    expect(await seedIfEmpty(testDb.db, { demo: false })).toBe(true);
    expect(await total(testDb.db, siteSettings)).toBe(1);
    expect(await total(testDb.db, products)).toBe(18);
    expect(await total(testDb.db, blogPosts)).toBe(19);
    expect(await total(testDb.db, news)).toBe(3);
    expect(await total(testDb.db, services)).toBe(3);
    expect(await total(testDb.db, jobs)).toBe(12);
    expect(await total(testDb.db, enquiries)).toBe(0);
    expect(await total(testDb.db, applications)).toBe(0);
  });

  it('adds the demo applications and 12 enquiries when asked', async () => {
    await seedIfEmpty(testDb.db, { demo: true });
    expect(await total(testDb.db, enquiries)).toBe(12);
    expect(await total(testDb.db, applications)).toBeGreaterThan(0);
  });

  it('leaves a database that already has content alone', async () => {
    await seedIfEmpty(testDb.db, { demo: false });
    expect(await seedIfEmpty(testDb.db, { demo: true })).toBe(false);
    expect(await total(testDb.db, products)).toBe(18);
    expect(await total(testDb.db, enquiries)).toBe(0);
  });
});
