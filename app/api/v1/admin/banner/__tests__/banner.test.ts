import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { adminTestBed, call, imageFile, expectFieldErrors, IMAGE_ALTS } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getSiteSettings } from '@/features/settings/data';
import { uploadedFiles } from '@/lib/db/schema';
import { GET, PUT } from '../route';

const bed = adminTestBed();

const URL = '/api/v1/admin/banner';
const put = (form: Record<string, string | File | undefined>) =>
  call(PUT, bed.staff.request('PUT', URL, { form }));
const keyOf = (src: string) => src.slice('/media/'.length);

it('answers the current banner (the seed artwork at first), never cached', async () => {
  const response = await call(GET, bed.staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ image: { src: '/artwork/hero.svg', alt: '' }, imageAltAr: '' });
});

it('needs an image, judged by its bytes: no file, a PDF named .png, a GIF and over 5 MB are refused', async () => {
  expiredOutsideNext.length = 0;
  await expectFieldErrors(await put({ ...IMAGE_ALTS }), { image: 'Please choose an image.' });
  const text = await put({ ...IMAGE_ALTS, image: 'banner.png' });
  expect((await text.json()).fields).toEqual({ image: 'Please choose an image.' });

  const pdf = new File([new Uint8Array(minimalPdf())], 'banner.png', { type: 'image/png' });
  for (const image of [pdf, await imageFile('banner.gif', 'gif')]) {
    await expectFieldErrors(await put({ ...IMAGE_ALTS, image }), {
      image: 'Please upload a JPEG, PNG or WebP image.',
    });
  }
  const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'banner.jpg', { type: 'image/jpeg' });
  expect((await (await put({ ...IMAGE_ALTS, image: huge })).json()).fields).toEqual({
    image: 'The image must be 5 MB or smaller.',
  });
  expect(expiredOutsideNext).toEqual([]);
  expect((await getSiteSettings()).homeBanner.src).toBe('/artwork/hero.svg');
});

it('stores the new banner with its size, expires the settings tag, and removes the replaced upload', async () => {
  expiredOutsideNext.length = 0;
  const first = await put({
    ...IMAGE_ALTS,
    image: await imageFile('hero.jpg', 'jpeg', { width: 144, height: 83 }),
  });
  expect(first.status).toBe(200);
  const { image, imageAltAr } = await first.json();
  expect(imageAltAr).toBe(IMAGE_ALTS.imageAltAr);
  expect(image).toEqual({
    src: expect.stringMatching(/^\/media\/public\/[0-9a-f-]{36}\.jpg$/),
    alt: IMAGE_ALTS.imageAlt,
    width: 144,
    height: 83,
  });
  expect(expiredOutsideNext).toEqual(['settings']);
  expect(fs.existsSync(bed.data.uploads(keyOf(image.src)))).toBe(true);
  // The public home reads it (the hero), and so does the admin.
  expect((await getSiteSettings()).homeBanner).toEqual(image);
  expect(await (await call(GET, bed.staff.request('GET', URL))).json()).toEqual({ image, imageAltAr });
  // The seed artwork it replaced is part of the site, not an upload: it stays.
  expect(fs.existsSync('public/artwork/hero.svg')).toBe(true);

  const second = await put({ imageDecorative: 'true', image: await imageFile('hero.webp', 'webp') });
  const replaced = (await second.json()).image;
  expect(replaced).toMatchObject({ alt: '', decorative: true });
  expect(replaced.src).toMatch(/\.webp$/);
  expect(fs.existsSync(bed.data.uploads(keyOf(replaced.src)))).toBe(true);
  expect(fs.existsSync(bed.data.uploads(keyOf(image.src)))).toBe(false);
  expect(
    await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, keyOf(image.src))),
  ).toHaveLength(0);
  expect(expiredOutsideNext).toEqual(['settings', 'settings']);
});
