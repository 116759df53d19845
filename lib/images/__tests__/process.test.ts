import sharp from 'sharp';
import { minimalPdf } from '../../../test/documents';
import { IMAGE_MAX_BYTES } from '../limits';
import { ImageRejected, processImage } from '../process';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 92, b: 91 } } });

async function problemOf(bytes: Uint8Array, kind: 'photo' | 'service' | 'blog' = 'photo') {
  try {
    await processImage(bytes, kind);
    return null;
  } catch (error) {
    if (error instanceof ImageRejected) return error.problem;
    throw error;
  }
}

it('re-encodes JPEG, PNG and WebP and reports the pixel size', async () => {
  for (const [format, ext] of [
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ] as const) {
    const bytes = await solid(64, 48).toFormat(format).toBuffer();
    const image = await processImage(bytes, 'photo');
    expect(image).toMatchObject({ ext, width: 64, height: 48 });
    expect((await sharp(image.bytes).metadata()).format).toBe(format);
  }
});

it('judges by the bytes: a PNG is a PNG whatever it is called, a PDF is refused', async () => {
  const png = await solid(10, 10).png().toBuffer();
  expect((await processImage(png, 'service')).ext).toBe('png');
  expect(await problemOf(minimalPdf())).toBe('type');
});

it('refuses an SVG before sharp reads it, however it opens (sharp would rasterise one)', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>';
  for (const text of [
    svg,
    `<?xml version="1.0"?>${svg}`,
    `\uFEFF\n  <!-- drawn -->${svg}`,
    svg.toUpperCase(),
  ]) {
    for (const kind of ['photo', 'service', 'blog'] as const) {
      expect(await problemOf(Buffer.from(text), kind)).toBe('svg');
    }
  }
  // Any XML document is refused the same way; other text is simply not an image.
  expect(await problemOf(Buffer.from('<?xml version="1.0"?><html/>'))).toBe('svg');
  expect(await problemOf(Buffer.from('just text, with <svg> later'))).toBe('type');
});

it('takes GIF only where blog images go, and WebP not for services (spec: JPEG, JPG, PNG)', async () => {
  const gif = await solid(12, 12).gif().toBuffer();
  expect((await processImage(gif, 'blog')).ext).toBe('gif');
  expect(await problemOf(gif, 'photo')).toBe('type');
  expect(await problemOf(await solid(12, 12).webp().toBuffer(), 'service')).toBe('type');
});

it('applies the camera orientation and drops the metadata (GPS and the rest)', async () => {
  // A phone photo taken sideways: stored 40 × 20 with "rotate 90°" and a GPS position.
  const tagged = await solid(40, 20)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 16/1 0/1' } },
    })
    .toBuffer();
  const before = await sharp(tagged).metadata();
  expect(before.orientation).toBe(6);
  expect(before.exif?.toString('latin1')).toContain('Phone');
  const image = await processImage(tagged, 'photo');
  expect({ width: image.width, height: image.height }).toEqual({ width: 20, height: 40 });
  const out = await sharp(image.bytes).metadata();
  expect(out.exif).toBeUndefined();
  expect(out.orientation ?? 1).toBe(1);
});

it('refuses files over 5 MB, pixel floods and broken images', async () => {
  expect(await problemOf(new Uint8Array(IMAGE_MAX_BYTES + 1))).toBe('size');
  // 6000 × 6000 of one colour compresses to a few kB but would decode to 36 megapixels.
  const flood = await solid(6000, 6000).png({ compressionLevel: 9 }).toBuffer();
  expect(flood.byteLength).toBeLessThan(IMAGE_MAX_BYTES);
  expect(await problemOf(flood)).toBe('pixels');
  const png = await solid(20, 20).png().toBuffer();
  expect(await problemOf(png.subarray(0, 60))).toBe('unreadable');
});
