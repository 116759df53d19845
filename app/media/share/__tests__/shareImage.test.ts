/**
 * A picture's share image (#35): the page's og:image is the 1200×630 crop around the focal point
 * staff chose (lib/seo/metadata.ts → lib/images/shareLink.ts), rendered by app/media/share from
 * the stored upload, and only for addresses the server wrote.
 */
import sharp from 'sharp';
import { adminTestBed, jsonOf, IMAGE_ALTS } from '@/test/admin';
import { getNewsItem } from '@/features/news/published';
import { pageMetadata } from '@/lib/seo/metadata';
import { POST } from '@/app/api/v1/admin/news/route';
import { DELETE, PATCH } from '@/app/api/v1/admin/news/[id]/route';
import { GET as SHARE } from '../[crop]/[...key]/route';

const bed = adminTestBed();
const { create, patch, remove } = bed.calls('/api/v1/admin/news', 'form', { POST, PATCH, DELETE });

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 40, b: 220 };

/** A 4000×500 picture whose left quarter is red and the rest blue. */
async function redQuarter(): Promise<File> {
  const red = await sharp({ create: { width: 1000, height: 500, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width: 4000, height: 500, channels: 3, background: BLUE } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'quarter.png', { type: 'image/png' });
}

const form = async (overrides: Record<string, string | File | undefined>) => ({
  title: 'A red quarter',
  caption: 'Shared.',
  description: 'Text.',
  date: '2030-02-01',
  ...IMAGE_ALTS,
  ...overrides,
});

/** The og:image of the news page of `id`, as its metadata gives it. */
async function ogImageOf(id: number) {
  const item = (await getNewsItem('en', id))!;
  const metadata = pageMetadata({
    locale: 'en',
    path: (r) => r.newsItem(id),
    title: item.title,
    description: item.caption,
    pageType: 'news',
    image: item.image,
  });
  return (metadata.openGraph!.images as { url: string; width?: number; height?: number }[])[0];
}

/** GET of a share image's path through its route. */
function share(path: string) {
  const [, , , crop, ...key] = path.split('/');
  return SHARE(new Request(`http://kinglife.test${path}`), { params: Promise.resolve({ crop, key }) });
}

/** The share of red among the picture's pixels (0–1). */
async function redShare(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] > 150 && data[i + 2] < 100) red++;
  return red / (data.length / info.channels);
}

it('shares the 1200×630 crop around the focal point, and follows it when it moves', async () => {
  const item = await jsonOf(
    await create(await form({ image: await redQuarter(), imageFocusX: '10', imageFocusY: '50' })),
    201,
  );
  const og = await ogImageOf(item.id);
  expect(og).toMatchObject({
    width: 1200,
    height: 630,
    url: expect.stringMatching(/^\/media\/share\/10-50\.[\w-]{22}\/public\//),
  });
  const response = await share(og.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect(await redShare(bytes)).toBeGreaterThan(0.95);

  // The point moved into the blue: a new address, and a blue picture.
  await jsonOf(
    await patch(item.id, await form({ image: undefined, imageFocusX: '80', imageFocusY: '50' })),
    200,
  );
  const moved = await ogImageOf(item.id);
  expect(moved.url).not.toBe(og.url);
  const blue = Buffer.from(await (await share(moved.url)).arrayBuffer());
  expect(await redShare(blue)).toBeLessThan(0.05);
  await remove(item.id);
});

it('renders only the addresses it wrote: another point, picture or signature is a 404', async () => {
  const item = await jsonOf(
    await create(await form({ image: await redQuarter(), imageFocusX: '10', imageFocusY: '50' })),
    201,
  );
  const { url } = await ogImageOf(item.id);
  const [, , , crop, ...key] = url.split('/');
  const signature = crop.split('.')[1];
  const other = await jsonOf(await create(await form({ image: await redQuarter() })), 201);
  const otherKey = other.image.src.slice('/media/'.length);

  for (const forged of [
    `/media/share/90-50.${signature}/${key.join('/')}`,
    `/media/share/10-50.${signature}/${otherKey}`,
    `/media/share/10-50.${'A'.repeat(22)}/${key.join('/')}`,
    `/media/share/10-50/${key.join('/')}`,
    `/media/share/1000-50.${signature}/${key.join('/')}`,
    `/media/share/${crop}/private/${key.at(-1)}`,
    `/media/share/${crop}/public/../${key.at(-1)}`,
  ]) {
    const response = await share(forged);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
  // A picture without a point is shared around its centre, at its own signed address.
  const centred = await ogImageOf(other.id);
  expect(centred.url).toMatch(/^\/media\/share\/50-50\./);
  expect(await redShare(Buffer.from(await (await share(centred.url)).arrayBuffer()))).toBeLessThan(0.05);
  await remove(item.id);
  await remove(other.id);
});

it('keeps the designed share picture for the seed artwork', async () => {
  const og = await ogImageOf(1);
  expect(og.url).toMatch(/^\/og\/\w+\.png$/);
});
