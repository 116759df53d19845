/**
 * Writes the pictures derived from the artwork, before `next build` (generated, not committed:
 * changing the artwork changes them at the next build):
 * - the share pictures, public/og/<page type>.png (1200×630): the page type's banner with the
 *   light logo on a darkened band;
 * - the logo for structured data, public/og/logo.png;
 * - the icons browsers and phones ask for: public/favicon.ico (16, 32 and 48 px) and
 *   public/icons/<size>.png for the web manifest and the home screen.
 *   tsx scripts/static-images.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  ICON_SIZES,
  iconPath,
  LOGO_PATH,
  LOGO_SIZE,
  OG_PAGE_TYPES,
  OG_SIZE,
  ogImagePath,
  type OgPageType,
} from '../lib/seo/ogImages';

const PUBLIC = path.join(process.cwd(), 'public');
const ARTWORK = path.join(PUBLIC, 'artwork');
const ICON = path.join(process.cwd(), 'app', 'icon.svg');
const LOGO_WIDTH = 480;

async function render(type: OgPageType, logo: Buffer) {
  const { width, height } = OG_SIZE;
  const banner = await sharp(path.join(ARTWORK, OG_PAGE_TYPES[type]), { density: 144 })
    .resize(width, height, { fit: 'cover' })
    .toBuffer();
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect y="${height / 2 - 110}" width="${width}" height="220" fill="#0B3B3C" opacity=".72"/></svg>`,
  );
  const logoMeta = await sharp(logo).metadata();
  const target = path.join(PUBLIC, ogImagePath(type));
  await sharp(banner)
    .composite([
      { input: band },
      {
        input: logo,
        left: Math.round((width - (logoMeta.width ?? LOGO_WIDTH)) / 2),
        top: Math.round((height - (logoMeta.height ?? 0)) / 2),
      },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  return target;
}

const iconPng = (size: number) => sharp(ICON, { density: 600 }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images (every browser since 2010 reads PNG inside ICO). */
async function writeFavicon(sizes: number[]) {
  const images = await Promise.all(sizes.map(iconPng));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(sizes[index] % 256, entry); // width (0 means 256)
    header.writeUInt8(sizes[index] % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  await fs.writeFile(path.join(PUBLIC, 'favicon.ico'), Buffer.concat([header, ...images]));
}

async function main() {
  await fs.mkdir(path.join(PUBLIC, 'og'), { recursive: true });
  await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
  const logo = await sharp(path.join(ARTWORK, 'logo-light.svg'), { density: 400 })
    .resize({ width: LOGO_WIDTH })
    .png()
    .toBuffer();
  const types = Object.keys(OG_PAGE_TYPES) as OgPageType[];
  await Promise.all(types.map((type) => render(type, logo)));
  // The logo for structured data: search engines want a raster picture on a plain background.
  await sharp(path.join(ARTWORK, 'logo-dark.svg'), { density: 400 })
    .resize(LOGO_SIZE.width, LOGO_SIZE.height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, LOGO_PATH));
  await writeFavicon([16, 32, 48]);
  for (const size of ICON_SIZES) await fs.writeFile(path.join(PUBLIC, iconPath(size)), await iconPng(size));
  console.log(`[static-images] ${types.length} share pictures, the logo and the icons in public/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
