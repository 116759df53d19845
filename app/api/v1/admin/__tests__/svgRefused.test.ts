/**
 * @jest-environment node
 *
 * No upload takes an SVG, whatever it is called or declared as: an SVG is a document that can carry
 * a script and event handlers. It is refused by its bytes before sharp (which would rasterise it)
 * ever reads it, beside the field, and nothing is stored.
 */
import { adminTestBed, call, expectFieldErrors, IMAGE_ALTS } from '@/test/admin';
import { expiredOutsideNext } from '@/lib/data/cache';
import { uploadedFiles } from '@/lib/db/schema';
import { getSiteSettings } from '@/features/settings/data';
import { PUT as BANNER } from '../banner/route';
import { POST as SERVICE } from '../services/route';
import { POST as DOCUMENT } from '../products/[id]/documents/route';

const bed = adminTestBed();

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(document.cookie)">
  <script>fetch('/api/v1/admin/accounts')</script>
  <rect width="40" height="40" fill="red"/>
</svg>`;

/** The same SVG as the browser could send it: named and declared as another type, or as itself. */
const disguises = (extension: string, type: string) => [
  new File([HOSTILE], `picture.${extension}`, { type }),
  new File([`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${HOSTILE}`], 'picture.svg', {
    type: 'image/svg+xml',
  }),
  new File([`  <!DOCTYPE svg>\n${HOSTILE}`], 'picture.svg', { type: 'image/svg+xml' }),
];

it('an image field refuses an SVG with its own message, however it is named', async () => {
  expiredOutsideNext.length = 0;
  for (const image of disguises('png', 'image/png')) {
    await expectFieldErrors(
      await call(
        BANNER,
        bed.staff.request('PUT', '/api/v1/admin/banner', { form: { ...IMAGE_ALTS, image } }),
      ),
      {
        image: 'SVG images are not accepted: upload a JPEG, PNG or WebP.',
      },
    );
  }
  // A service's image takes JPEG and PNG only: its message says so.
  const service = await call(
    SERVICE,
    bed.staff.request('POST', '/api/v1/admin/services', {
      form: {
        name: 'Scripted',
        description: 'An SVG.',
        ...IMAGE_ALTS,
        image: disguises('jpg', 'image/jpeg')[0],
      },
    }),
  );
  expect(service.status).toBe(400);
  expect((await service.json()).fields.image).toBe('SVG images are not accepted: upload a JPEG or PNG.');

  expect((await getSiteSettings()).homeBanner.src).toBe('/artwork/hero.svg');
  expect(expiredOutsideNext).toEqual([]);
});

it('a document field refuses an SVG as not a PDF, and nothing is stored', async () => {
  const before = await bed.testDb.db.select().from(uploadedFiles);
  for (const file of disguises('pdf', 'application/pdf')) {
    const response = await call(
      DOCUMENT,
      bed.staff.request('POST', '/api/v1/admin/products/2/documents', {
        form: { type: 'tds', language: 'en', revisionDate: '2026-02-01', access: 'public', file },
      }),
      { id: 2 },
    );
    await expectFieldErrors(response, { file: 'This file is not a PDF. Please choose a PDF document.' });
  }
  expect(await bed.testDb.db.select().from(uploadedFiles)).toEqual(before);
});
