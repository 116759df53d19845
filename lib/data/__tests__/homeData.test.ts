import { freshDatabase, type TestDatabase } from '../../../test/db';
import { getDb } from '../../db/client';
import { news, services } from '../../db/schema';
import { listPublishedNews } from '@/features/news/published';
import { listPublishedServices } from '@/features/services/data';

/** The home process carousel, the Services page and the home news read only published rows. */
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  const image = { src: '/artwork/services/1.svg', alt: 'x' };
  await getDb()
    .insert(services)
    .values([
      { name: 'Draft service', description: 'Not yet public.', image, published: false, position: 0 },
      { name: 'Cold Chain Logistics', description: 'Reefer shipping.', image, published: true, position: 99 },
    ]);
  await getDb()
    .insert(news)
    .values([
      { title: 'Hidden news', caption: 'c', body: 'b', date: '2030-01-01', image, isPublished: false },
      {
        title: 'Newest published news',
        caption: 'c',
        body: 'b',
        date: '2029-05-01',
        image,
        isPublished: true,
      },
    ]);
});
afterAll(async () => {
  await testDb.drop();
});

it('lists published services only, the three seeded ones first', async () => {
  expect((await listPublishedServices('en')).map((s) => s.name)).toEqual([
    'Exporting Services',
    'Green Spice Extracts',
    'Quality Assurance',
    'Cold Chain Logistics',
  ]);
});

it('lists published news only, newest first', async () => {
  const titles = (await listPublishedNews('en')).map((n) => n.title);
  expect(titles[0]).toBe('Newest published news');
  expect(titles).not.toContain('Hidden news');
  expect(titles).toHaveLength(4);
});
