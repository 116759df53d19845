/** Real image files for upload tests (made with sharp, as a camera or an editor would save them). */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

export async function imageUpload(
  name: string,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  size = { width: 320, height: 240 },
) {
  const buffer = await sharp({
    create: { ...size, channels: 3, background: { r: 20, g: 92, b: 91 } },
  })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A unique, readable name for what a test creates (tests of both widths run side by side). */
export function uniqueName(label: string, project: string): string {
  return `${label} ${project} ${Date.now().toString(36)}`;
}

/** What describePicture says a test's picture shows, unless told otherwise. */
export const PICTURE_ALT = {
  en: 'Amber bottles of essential oil on a wooden table',
  ar: 'زجاجات كهرمانية من الزيت العطري على طاولة خشبية',
};

/**
 * Describes the picture a dialog's image field `picture` holds, in English and Arabic (both are
 * required unless the picture is marked decorative).
 */
export async function describePicture(
  scope: Locator | Page,
  picture: string,
  alt = PICTURE_ALT.en,
  altAr = PICTURE_ALT.ar,
) {
  const group = scope.getByRole('group', { name: `${picture}: what it shows` });
  await group.getByLabel(/^Alt text( \*)?$/).fill(alt);
  await group.getByLabel(/^Alt text \(Arabic\)( \*)?$/).fill(altAr);
}
