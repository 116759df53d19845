/**
 * Share images are rendered once (lib/images/shareCache.ts): the second request of a crop is
 * served the kept file, byte for byte; a query string is sent to the bare address and makes no
 * new crop; at most two render at once, with a bounded queue and a 503 beyond it; the kept crops
 * of a picture are removed once the clean-up removes the picture; the folder stays bounded.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { adminTestBed, jsonOf, IMAGE_ALTS } from '@/test/admin';
import { runHousekeeping } from '@/lib/data/housekeeping';
import {
  keptShareImage,
  RENDERS_AT_ONCE,
  RENDERS_WAITING,
  SHARE_IMAGES_KEPT,
  shareImagesDir,
  shareRenders,
} from '@/lib/images/shareCache';
import { shareImagePath } from '@/lib/images/shareLink';
import { storageFor } from '@/lib/storage/configured';
import { POST } from '@/app/api/v1/admin/news/route';
import { DELETE } from '@/app/api/v1/admin/news/[id]/route';
import { GET as SHARE } from '../[crop]/[...key]/route';

const bed = adminTestBed();
const { create, remove } = bed.calls('/api/v1/admin/news', 'form', { POST, DELETE });

async function picture(): Promise<File> {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'green.png', { type: 'image/png' });
}

/** A news item with an uploaded picture; its picture's address. */
async function newsPicture(): Promise<{ id: number; src: string }> {
  const item = await jsonOf(
    await create({
      title: 'Shared',
      caption: 'Shared.',
      description: 'Text.',
      date: '2030-02-01',
      ...IMAGE_ALTS,
      image: await picture(),
    }),
    201,
  );
  return { id: item.id, src: item.image.src };
}

/** The signed share address of `src` around x%/y%. */
const sharePath = (src: string, x: number, y = 50) => shareImagePath({ src, focus: { x, y } })!;

function share(pathAndQuery: string) {
  const [pathname] = pathAndQuery.split('?');
  const [, , , crop, ...key] = pathname.split('/');
  return SHARE(new Request(`http://kinglife.test${pathAndQuery}`), {
    params: Promise.resolve({ crop, key }),
  });
}

const kept = () => (fs.existsSync(shareImagesDir()) ? fs.readdirSync(shareImagesDir()) : []);
const keptFileOf = (src: string, x: number, y = 50) =>
  path.join(shareImagesDir(), `${path.basename(src)}@${x}-${y}.jpg`);

it('renders a crop once, keeps it, and serves the kept file byte for byte', async () => {
  const { src } = await newsPicture();
  const address = sharePath(src, 30);
  const made = shareRenders.made;

  const first = await share(address);
  expect(first.status).toBe(200);
  const firstBytes = Buffer.from(await first.arrayBuffer());
  expect(shareRenders.made).toBe(made + 1);
  const file = keptFileOf(src, 30);
  expect(fs.readFileSync(file).equals(firstBytes)).toBe(true);

  const second = await share(address);
  expect(second.status).toBe(200);
  expect(second.headers.get('content-type')).toBe('image/jpeg');
  expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  expect(shareRenders.made).toBe(made + 1);
  expect(await sharp(firstBytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});

it('sends a request with a query string to the bare address, and renders nothing for it', async () => {
  const { src } = await newsPicture();
  const address = sharePath(src, 40);
  const made = shareRenders.made;
  const files = kept().length;

  for (const query of ['?v=2', '?utm_source=x&fbclid=abc', '?']) {
    const response = await share(`${address}${query}`);
    if (query === '?') {
      // An empty query is the bare address.
      expect(response.status).toBe(200);
      continue;
    }
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(address);
  }
  // Only the bare address ('?') rendered, once; the queries made no crop of their own.
  expect(shareRenders.made).toBe(made + 1);
  expect(kept().length).toBe(files + 1);
  expect((await share(`${address}?again=1`)).status).toBe(301);
  expect(shareRenders.made).toBe(made + 1);
});

it('still refuses a bad signature, rendering and keeping nothing', async () => {
  const { src } = await newsPicture();
  const [, , , crop, ...key] = sharePath(src, 20).split('/');
  const made = shareRenders.made;
  const files = kept().length;
  for (const forged of [
    `/media/share/21-50.${crop.split('.')[1]}/${key.join('/')}`,
    `/media/share/20-50.${'A'.repeat(22)}/${key.join('/')}`,
    `/media/share/20-50.${'A'.repeat(22)}/${key.join('/')}?v=1`,
  ]) {
    expect((await share(forged)).status).toBe(404);
  }
  expect(shareRenders.made).toBe(made);
  expect(kept().length).toBe(files);
});

it(`never renders more than ${RENDERS_AT_ONCE} at once, however many crops are asked for together`, async () => {
  const { src } = await newsPicture();
  const crops = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING }, (_, i) => sharePath(src, 5 + i));
  const made = shareRenders.made;
  shareRenders.peak = 0;
  const answers = await Promise.all(crops.map((address) => share(address)));
  expect(answers.map((answer) => answer.status)).toEqual(crops.map(() => 200));
  expect(shareRenders.made).toBe(made + crops.length);
  expect(shareRenders.peak).toBeGreaterThanOrEqual(1);
  expect(shareRenders.peak).toBeLessThanOrEqual(RENDERS_AT_ONCE);
});

it('answers 503 with Retry-After while every render slot and queue place is taken', async () => {
  const { src } = await newsPicture();
  const key = src.slice('/media/'.length);
  // Fill the slots and the queue with renders whose picture is slow to arrive.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const bytes = new Uint8Array(await (await picture()).arrayBuffer());
  const busy = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING }, (_, i) =>
    keptShareImage(key, { x: 60 + i, y: 50 }, async () => {
      await arrived;
      return bytes;
    }),
  );
  const refused = await share(sharePath(src, 90));
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(refused.headers.get('cache-control')).toBe('no-store');
  release();
  expect(await Promise.all(busy)).toHaveLength(RENDERS_AT_ONCE + RENDERS_WAITING);
  // Once the burst is over, the same address is rendered.
  expect((await share(sharePath(src, 90))).status).toBe(200);
});

it('keeps at most SHARE_IMAGES_KEPT crops, removing the oldest first', async () => {
  const { src } = await newsPicture();
  const dir = shareImagesDir();
  fs.mkdirSync(dir, { recursive: true });
  const old = new Date(Date.now() - 86_400_000);
  const filler = SHARE_IMAGES_KEPT - kept().length;
  for (let i = 0; i < filler; i++) {
    const file = path.join(dir, `${path.basename(src)}@0-${i / 100}.jpg`);
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, old, old);
  }
  expect(kept()).toHaveLength(SHARE_IMAGES_KEPT);
  expect((await share(sharePath(src, 99))).status).toBe(200);
  expect(kept()).toHaveLength(SHARE_IMAGES_KEPT);
  expect(fs.existsSync(keptFileOf(src, 99))).toBe(true);
  // Clear the filler again for the test after.
  for (let i = 0; i < filler; i++)
    fs.rmSync(path.join(dir, `${path.basename(src)}@0-${i / 100}.jpg`), { force: true });
});

it('removes the kept crops of a picture once the clean-up removes the picture', async () => {
  const { id, src } = await newsPicture();
  expect((await share(sharePath(src, 15))).status).toBe(200);
  const file = keptFileOf(src, 15);
  expect(fs.existsSync(file)).toBe(true);
  const others = kept().filter((name) => !name.startsWith(path.basename(src)));

  await remove(id);
  // Retired, not removed: History and the Trash may bring it back, so its crop stays.
  const storage = storageFor(bed.data.dir);
  expect((await runHousekeeping(bed.testDb.db, new Date(), storage)).shareImages).toBe(0);
  expect(fs.existsSync(file)).toBe(true);

  const later = await runHousekeeping(bed.testDb.db, new Date(Date.now() + 31 * 86_400_000), storage);
  expect(later.shareImages).toBe(1);
  expect(fs.existsSync(file)).toBe(false);
  expect(fs.existsSync(bed.data.uploads(src.slice('/media/'.length)))).toBe(false);
  // The crops of pictures still shown stay.
  expect(kept().sort()).toEqual(others.sort());
});
