import fs from 'node:fs';
import { eq, inArray, like } from 'drizzle-orm';
import { adminTestBed, call, imageFile, expectRetired, expectFieldErrors, jsonOf } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getNewsItem, listNewsIds, listPublishedNews } from '@/features/news/published';
import { news, uploadedFiles } from '@/lib/db/schema';
import { IMAGE_MAX_BYTES } from '@/lib/images/limits';
import { GET, POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/news';
type Form = Record<string, string | File | undefined>;

const valid = async (overrides: Form = {}): Promise<Form> => ({
  title: 'Kinglife at Gulfood 2025',
  caption: 'Meet our team in Hall 4.',
  description: 'First paragraph.\n\nSecond paragraph.',
  date: '2030-01-15',
  image: await imageFile('stand.png'),
  imageAlt: 'Our stand in Hall 4',
  imageAltAr: 'جناحنا في القاعة 4',
  ...overrides,
});

const { create, patch: edit, publish, remove } = bed.calls(URL, 'form', { POST, PATCH, PUBLISH, DELETE });
const list = async (query = '') => {
  const response = await call(GET, bed.staff.request('GET', `${URL}${query}`));
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    items: { id: number; title: string; date: string }[];
    page: number;
    pageSize: number;
    total: number;
  }>;
};

describe('GET: the staff list', () => {
  it('lists every item newest first, published or not, never cached', async () => {
    await bed.testDb.db.update(news).set({ isPublished: false }).where(eq(news.id, 3));
    try {
      const response = await call(GET, bed.staff.request('GET', URL));
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.json();
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3 });
      expect(page.items.map((n: { id: number }) => n.id)).toEqual([1, 2, 3]);
      expect(page.items[2]).toMatchObject({ id: 3, published: false });
      expect(page.items[0]).toMatchObject({
        title: 'Kinglife LLC Unveils New Essential Oil Collection',
        date: '2024-03-24',
        published: true,
      });
      expect(page.items[0].description.split('\n\n').length).toBeGreaterThan(3);
    } finally {
      await bed.testDb.db.update(news).set({ isPublished: true }).where(eq(news.id, 3));
    }
  });

  it('pages 20 at a time by date, and searches title and caption case-insensitively', async () => {
    // 25 items 'Batch NN', dated a day apart (Batch 25 the newest); odd ones mention Riyadh in the caption.
    const rows = await bed.testDb.db
      .insert(news)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          title: `Batch ${String(i + 1).padStart(2, '0')}`,
          caption: i % 2 === 0 ? 'Shipped from RIYADH 100%' : 'Shipped from Dubai',
          body: 'Text.',
          date: `2031-01-${String(i + 1).padStart(2, '0')}`,
          image: { src: '/artwork/news/1.svg', alt: '' },
          isPublished: false,
        })),
      )
      .returning({ id: news.id });
    try {
      const first = await list();
      expect(first.total).toBe(28);
      expect(first.items).toHaveLength(20);
      expect(first.items.slice(0, 3).map((n) => n.title)).toEqual(['Batch 25', 'Batch 24', 'Batch 23']);
      const second = await list('?page=2');
      expect(second).toMatchObject({ page: 2, total: 28 });
      expect(second.items.map((n) => n.title)).toEqual([
        'Batch 05',
        'Batch 04',
        'Batch 03',
        'Batch 02',
        'Batch 01',
        'Kinglife LLC Unveils New Essential Oil Collection',
        'New Cold-Storage Partnership at Jebel Ali Strengthens Frozen Produce Supply',
        'Kinglife LLC Meets Buyers from Around the World at Gulfood 2024',
      ]);
      expect((await list('?page=3')).items).toEqual([]);
      // A malformed page is the first page.
      expect((await list('?page=abc')).page).toBe(1);
      expect((await list('?page=-2')).page).toBe(1);

      // Search: the caption (any case), the title, and a % taken literally.
      const riyadh = await list('?q=riyadh');
      expect(riyadh.total).toBe(13);
      expect(riyadh.items.every((n) => Number(n.title.slice(6)) % 2 === 1)).toBe(true);
      expect((await list('?q=batch%2007')).items.map((n) => n.title)).toEqual(['Batch 07']);
      expect((await list('?q=gulfood')).items.map((n) => n.id)).toEqual([3]);
      expect((await list('?q=100%25')).total).toBe(13);
      expect((await list('?q=10%25')).total).toBe(0);
      const searchedPage = await list('?q=riyadh&page=2&pageSize=5');
      expect(searchedPage).toMatchObject({ page: 2, pageSize: 5, total: 13 });
      expect(searchedPage.items.map((n) => n.title)).toEqual([
        'Batch 15',
        'Batch 13',
        'Batch 11',
        'Batch 09',
        'Batch 07',
      ]);
    } finally {
      await bed.testDb.db.delete(news).where(
        inArray(
          news.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });
});

describe('POST: Create New', () => {
  it('refuses missing and blank fields, each with its own message', async () => {
    await expectFieldErrors(await create({}), {
      title: 'Please enter a title.',
      caption: 'Please enter a caption.',
      description: 'Please enter a description.',
      date: 'Please enter a valid date.',
      image: 'Please choose an image.',
    });
    const blank = await create({ title: '  ', caption: '\n', description: ' ', date: '' });
    expect((await blank.json()).fields).toEqual({
      title: 'Please enter a title.',
      caption: 'Please enter a caption.',
      description: 'Please enter a description.',
      date: 'Please enter a valid date.',
      image: 'Please choose an image.',
    });
    expect(await bed.testDb.db.select().from(news).where(like(news.title, '%Gulfood 2025%'))).toHaveLength(0);
  });

  it('refuses text over the limits and a date that is not a real day', async () => {
    const response = await create(
      await valid({ title: 't'.repeat(161), caption: 'c'.repeat(301), description: 'd'.repeat(20_001) }),
    );
    expect((await response.json()).fields).toEqual({
      title: 'At most 160 characters.',
      caption: 'At most 300 characters.',
      description: 'At most 20000 characters.',
    });
    for (const date of ['2024-02-30', '24-03-01', '2024-13-01', 'tomorrow']) {
      await expectFieldErrors(await create(await valid({ date })), { date: 'Please enter a valid date.' });
    }
  });

  it('judges the image by its bytes: a PDF named .png and a GIF are refused, over 5 MB too', async () => {
    const pdf = new File([new Uint8Array(minimalPdf())], 'photo.png', { type: 'image/png' });
    for (const image of [pdf, await imageFile('photo.gif', 'gif')]) {
      const refused = await create(await valid({ image }));
      await expectFieldErrors(refused, { image: 'Please upload a JPEG, PNG or WebP image.' });
    }
    const huge = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    const tooBig = await create(await valid({ image: huge }));
    await expectFieldErrors(tooBig, { image: 'The image must be 5 MB or smaller.' });
    expect(await bed.testDb.db.select().from(news).where(like(news.title, '%Gulfood 2025%'))).toHaveLength(0);
  });

  it('stores a new item published, with its re-encoded image, and expires news and news:<id>', async () => {
    expiredOutsideNext.length = 0;
    const image = await imageFile('stand.jpg', 'webp', { width: 64, height: 40 }, 'image/jpeg');
    const response = await create(await valid({ title: '  Kinglife at Gulfood 2025 ', image }));
    const created = await jsonOf(response, 201);
    expect(created).toMatchObject({
      title: 'Kinglife at Gulfood 2025',
      caption: 'Meet our team in Hall 4.',
      description: 'First paragraph.\n\nSecond paragraph.',
      date: '2030-01-15',
      published: true,
      image: { alt: 'Our stand in Hall 4', width: 64, height: 40 },
      imageAltAr: 'جناحنا في القاعة 4',
    });
    expect(created.image.src).toMatch(/^\/media\/public\/[0-9a-f-]{36}\.webp$/);
    const key = created.image.src.slice('/media/'.length);
    expect(fs.existsSync(bed.data.uploads(key))).toBe(true);
    const [file] = await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(file).toMatchObject({ mimeType: 'image/webp', isPublic: true, width: 64, height: 40 });
    expect(expiredOutsideNext).toEqual(['news', `news:${created.id}`]);

    // The public readers see it at once: newest first on home and /newsdetails, and at its own address.
    expect((await listPublishedNews('en'))[0]).toMatchObject({ id: created.id, body: created.description });
    expect(await getNewsItem('en', created.id)).toMatchObject({ title: 'Kinglife at Gulfood 2025' });
    expect(await listNewsIds()).toContain(created.id);
    await remove(created.id);
  });
});

describe('the picture described, or decorative', () => {
  it('refuses a missing alt in either language, and takes a decorative picture without any', async () => {
    await expectFieldErrors(await create(await valid({ imageAlt: ' ', imageAltAr: undefined })), {
      imageAlt: 'Describe the picture for people who cannot see it, or mark it decorative.',
      imageAltAr: 'Describe the picture for people who cannot see it, or mark it decorative.',
    });
    await expectFieldErrors(await create(await valid({ imageAltAr: '' })), {
      imageAltAr: 'Describe the picture for people who cannot see it, or mark it decorative.',
    });

    const created = await jsonOf(
      await create(await valid({ imageAlt: 'Left behind', imageAltAr: undefined, imageDecorative: 'true' })),
      201,
    );
    expect(created.image).toMatchObject({ alt: '', decorative: true });
    expect(created.imageAltAr).toBe('');
    // The public pages give it alt="" in both languages.
    expect((await getNewsItem('en', created.id))?.image).toMatchObject({ alt: '', decorative: true });
    expect((await getNewsItem('ar', created.id))?.image.alt).toBe('');

    // Unmarked again, it needs its alts; given them, the pages read each language's.
    const described = await edit(created.id, await valid({ image: undefined, imageDecorative: 'false' }));
    expect((await described.json()).image).toEqual({
      ...created.image,
      decorative: undefined,
      alt: 'Our stand in Hall 4',
    });
    expect((await getNewsItem('en', created.id))?.image.alt).toBe('Our stand in Hall 4');
    expect((await getNewsItem('ar', created.id))?.image.alt).toBe('جناحنا في القاعة 4');
    await remove(created.id);
  });
});

describe('PUT published: the Publish / Un publish toggle', () => {
  it('hides and shows an item on the public side, expiring its tags each time', async () => {
    const created = await (await create(await valid())).json();
    expiredOutsideNext.length = 0;
    const off = await publish(created.id, { published: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: created.id, published: false });
    expect(expiredOutsideNext).toEqual(['news', `news:${created.id}`]);
    expect(await getNewsItem('en', created.id)).toBeNull();
    expect((await listPublishedNews('en')).map((n) => n.id)).not.toContain(created.id);
    expect(await listNewsIds()).not.toContain(created.id);

    const on = await publish(created.id, { published: true });
    expect(await on.json()).toMatchObject({ published: true });
    expect(await getNewsItem('en', created.id)).not.toBeNull();
    expect(expiredOutsideNext).toEqual(['news', `news:${created.id}`, 'news', `news:${created.id}`]);
    await remove(created.id);
  });

  it('refuses a body that is not {published: boolean}, and answers 404 for an unknown id', async () => {
    const bad = await publish(1, { published: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(['published']);
    expect((await publish(1, {})).status).toBe(400);
    expect((await publish(99_999, { published: false })).status).toBe(404);
    expect((await publish('abc', { published: false })).status).toBe(404);
    expect((await getNewsItem('en', 1))?.isPublished).toBe(true);
  });
});

describe('PATCH: edit', () => {
  it('changes the text, keeps the image when none is chosen, and expires the tags', async () => {
    const created = await (await create(await valid())).json();
    expiredOutsideNext.length = 0;
    const response = await edit(created.id, {
      title: 'Kinglife at Gulfood 2026',
      caption: 'Hall 5 this year.',
      description: 'New text.',
      date: '2030-02-01',
      imageAlt: 'Our stand in Hall 5',
      imageAltAr: 'جناحنا في القاعة 5',
    });
    const updated = await jsonOf(response, 200);
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Kinglife at Gulfood 2026',
      caption: 'Hall 5 this year.',
      description: 'New text.',
      date: '2030-02-01',
      published: true,
      image: { src: created.image.src, alt: 'Our stand in Hall 5' },
      imageAltAr: 'جناحنا في القاعة 5',
    });
    expect(expiredOutsideNext).toEqual(['news', `news:${created.id}`]);
    expect(await getNewsItem('en', created.id)).toMatchObject({
      title: 'Kinglife at Gulfood 2026',
      body: 'New text.',
    });
    await remove(created.id);
  });

  it('replaces the image and retires the old file, which its History still shows', async () => {
    const created = await (await create(await valid())).json();
    const oldKey = created.image.src.slice('/media/'.length);
    const response = await edit(created.id, await valid({ image: await imageFile('new.jpg', 'jpeg') }));
    const updated = await response.json();
    expect(updated.image.src).toMatch(/\.jpg$/);
    await expectRetired(bed.testDb.db, bed.data.uploads, oldKey);
    expect(fs.existsSync(bed.data.uploads(updated.image.src.slice('/media/'.length)))).toBe(true);
    await remove(created.id);
  });

  it('checks the same rules as Create New (the image optional), and 404s an unknown id', async () => {
    const blank = await edit(1, { title: ' ', caption: '', description: ' ', date: '2024-02-30' });
    await expectFieldErrors(blank, {
      title: 'Please enter a title.',
      caption: 'Please enter a caption.',
      description: 'Please enter a description.',
      date: 'Please enter a valid date.',
    });
    const pdf = new File([new Uint8Array(minimalPdf())], 'photo.png', { type: 'image/png' });
    const refused = await edit(1, await valid({ image: pdf }));
    expect((await refused.json()).fields).toEqual({ image: 'Please upload a JPEG, PNG or WebP image.' });
    expect((await getNewsItem('en', 1))?.title).toBe('Kinglife LLC Unveils New Essential Oil Collection');

    const text = await valid({ image: undefined });
    expect((await edit(99_999, text)).status).toBe(404);
    expect((await edit('abc', text)).status).toBe(404);
  });
});

describe('DELETE', () => {
  it('removes the item (its image retired, for the Trash), expires its tags; a second delete or a bad id is a 404', async () => {
    const created = await (await create(await valid())).json();
    const key = created.image.src.slice('/media/'.length);
    expiredOutsideNext.length = 0;
    const response = await remove(created.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(expiredOutsideNext).toEqual(['news', `news:${created.id}`]);
    expect(await bed.testDb.db.select().from(news).where(eq(news.id, created.id))).toHaveLength(0);
    await expectRetired(bed.testDb.db, bed.data.uploads, key);
    expect(await getNewsItem('en', created.id)).toBeNull();
    expect((await remove(created.id)).status).toBe(404);
    expect((await remove('abc')).status).toBe(404);
  });

  it('leaves the seed artwork of a seeded item alone', async () => {
    const [row] = await bed.testDb.db
      .insert(news)
      .values({
        title: 'Seeded copy',
        caption: 'c',
        body: 'b',
        date: '2020-01-01',
        image: { src: '/artwork/news/1.svg', alt: '' },
      })
      .returning();
    expect((await remove(row.id)).status).toBe(200);
    expect(fs.existsSync('public/artwork/news/1.svg')).toBe(true);
  });
});
