/**
 * The address of a picture's share image (og:image): `/media/share/<x>-<y>.<signature>/<key>`, the
 * 1200×630 crop around focal point x%/y% of the upload `key`, which app/media/share renders
 * (lib/images/shareImage.ts). The pages give the point staff stored; the signature (HMAC-SHA256
 * under a key derived from the server's secret, as lib/security/signedLinks.ts signs) proves the
 * server wrote the address, so the route renders no point or picture anyone else makes up: the
 * crops it can be asked for are those staff chose. The address names the picture and the point,
 * and a new point is a new address, so each answer can be kept for a year.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/secretBox';
import { routes } from '../routing/routes';
import { CENTRE, isFocusCoordinate, type ImageFocus } from './focus';

const KEY_PURPOSE = 'share-image v1';
/** 128 bits of the HMAC, base64url. */
const SIGNATURE_LENGTH = 22;
/** A coordinate as the address writes it: 0–100, at most two decimals. */
const COORDINATE = '(?:100|\\d{1,2})(?:\\.\\d{1,2})?';
const CROP = new RegExp(`^(${COORDINATE})-(${COORDINATE})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

const written = (value: number) => String(Math.round(value * 100) / 100);

function signatureOf(key: string, x: string, y: string): string {
  return createHmac('sha256', derivedKey(KEY_PURPOSE))
    .update(`${key}:${x}:${y}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/**
 * The share image's address of a stored picture, or null for one that is not an upload (the seed
 * artwork, whose pages use their designed share image). Without a focal point, its centre.
 */
export function shareImagePath(image: { src: string; focus?: ImageFocus }): string | null {
  const prefix = routes.media('');
  if (!image.src.startsWith(prefix)) return null;
  const key = image.src.slice(prefix.length);
  const focus = image.focus ?? CENTRE;
  const x = written(focus.x);
  const y = written(focus.y);
  return routes.media(`share/${x}-${y}.${signatureOf(key, x, y)}/${key}`);
}

/**
 * The focal point an address's crop segment (`<x>-<y>.<signature>`) asks for `key`, or null when
 * the server did not write it (another point, another picture, a changed or missing signature).
 */
export function checkShareCrop(key: string, crop: string): ImageFocus | null {
  const match = CROP.exec(crop);
  if (!match) return null;
  const [, x, y, signature] = match;
  const expected = Buffer.from(signatureOf(key, x, y));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const focus = { x: Number(x), y: Number(y) };
  return isFocusCoordinate(focus.x) && isFocusCoordinate(focus.y) ? focus : null;
}
