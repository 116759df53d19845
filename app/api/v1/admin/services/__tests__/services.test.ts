import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import {
  adminTestBed,
  call,
  imageFile,
  expectRetired,
  expectFieldErrors,
  jsonOf,
  IMAGE_ALTS,
} from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { GET as media } from '@/app/media/[...key]/route';
import { expiredOutsideNext } from '@/lib/data/cache';
import { listPublishedServices } from '@/features/services/data';
import { services, uploadedFiles } from '@/lib/db/schema';
import { GET, POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/services';

async function create(form: Record<string, string | File | undefined>) {
  return call(POST, bed.staff.request('POST', URL, { form }));
}

it('lists every service for staff, published or not', async () => {
  const response = await call(GET, bed.staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const list = await response.json();
  expect(list.map((s: { name: string }) => s.name)).toEqual([
    'Exporting Services',
    'Green Spice Extracts',
    'Quality Assurance',
  ]);
});

it('refuses a blank name, a missing image and text over the limits, field by field', async () => {
  await expectFieldErrors(await create({ name: '   ', description: 'x'.repeat(10_001) }), {
    name: 'Please enter the service name.',
    description: 'At most 10000 characters.',
    image: 'Please choose an image.',
  });
});

it('judges the image by its bytes: a PNG named .jpg is a PNG, a PDF named .png and a WebP are refused', async () => {
  const pdf = new File([new Uint8Array(minimalPdf())], 'photo.png', { type: 'image/png' });
  for (const image of [pdf, await imageFile('photo.webp', 'webp')]) {
    await expectFieldErrors(
      await create({ name: 'Drying', description: 'Low-temperature drying.', ...IMAGE_ALTS, image }),
      {
        image: 'Please upload a valid image file (JPEG, JPG, PNG).',
      },
    );
  }
  const renamed = await imageFile('photo.jpg', 'png', { width: 48, height: 32 }, 'image/jpeg');
  const response = await create({
    name: 'Drying',
    description: 'Low-temperature drying.',
    ...IMAGE_ALTS,
    image: renamed,
  });
  const service = await jsonOf(response, 201);
  expect(service.image).toMatchObject({ alt: IMAGE_ALTS.imageAlt, width: 48, height: 32 });
  expect(service.image.src).toMatch(/^\/media\/public\/[0-9a-f-]{36}\.png$/);
  const [file] = await bed.testDb.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.key, service.image.src.slice(7)));
  expect(file).toMatchObject({ mimeType: 'image/png', isPublic: true, width: 48, height: 32 });
});

it('creates unpublished, publishes on request, and expires the services tag each time', async () => {
  expiredOutsideNext.length = 0;
  const response = await create({
    name: 'Cold Chain',
    description: 'Reefer containers.',
    ...IMAGE_ALTS,
    image: await imageFile('a.png'),
  });
  const created = await response.json();
  expect(created).toMatchObject({ name: 'Cold Chain', published: false });
  expect(expiredOutsideNext).toEqual(['services']);
  expect((await listPublishedServices('en')).map((s) => s.name)).not.toContain('Cold Chain');

  const published = await call(
    PUBLISH,
    bed.staff.request('PUT', `${URL}/${created.id}/published`, { json: { published: true } }),
    { id: created.id },
  );
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ id: created.id, published: true });
  expect((await listPublishedServices('en')).map((s) => s.name)).toContain('Cold Chain');
  expect(expiredOutsideNext).toEqual(['services', 'services']);

  const bad = await call(
    PUBLISH,
    bed.staff.request('PUT', `${URL}/${created.id}/published`, { json: { published: 'yes' } }),
    { id: created.id },
  );
  expect(bad.status).toBe(400);
});

it('replaces the image on edit and retires the old file; keeps it when none is chosen', async () => {
  const created = await (
    await create({ name: 'Sorting', description: 'By hand.', ...IMAGE_ALTS, image: await imageFile('s.png') })
  ).json();
  const oldKey = created.image.src.slice('/media/'.length);
  expect(fs.existsSync(bed.data.uploads(oldKey))).toBe(true);

  const kept = await call(
    PATCH,
    bed.staff.request('PATCH', `${URL}/${created.id}`, {
      form: { name: 'Hand sorting', description: 'By hand.', ...IMAGE_ALTS },
    }),
    { id: created.id },
  );
  expect(kept.status).toBe(200);
  expect((await kept.json()).image.src).toBe(created.image.src);

  const replaced = await call(
    PATCH,
    bed.staff.request('PATCH', `${URL}/${created.id}`, {
      form: {
        name: 'Hand sorting',
        description: 'By hand.',
        ...IMAGE_ALTS,
        image: await imageFile('n.jpg', 'jpeg'),
      },
    }),
    { id: created.id },
  );
  const updated = await replaced.json();
  expect(updated.image.src).toMatch(/\.jpg$/);
  await expectRetired(bed.testDb.db, bed.data.uploads, oldKey);

  // The new image is served from /media with its type and a year of caching; the old one too, while
  // its version in the History shows it; an unknown key is a 404.
  const key = updated.image.src.slice('/media/'.length).split('/');
  const served = await media(new Request(`http://kinglife.test${updated.image.src}`), {
    params: Promise.resolve({ key }),
  });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(served.headers.get('content-length')).toBe(
    String(fs.statSync(bed.data.uploads(key.join('/'))).size),
  );
  expect(
    Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(bed.data.uploads(key.join('/')))),
  ).toBe(true);
  const retired = await media(new Request(`http://kinglife.test/media/${oldKey}`), {
    params: Promise.resolve({ key: oldKey.split('/') }),
  });
  expect(retired.status).toBe(200);
  const unknown = await media(new Request('http://kinglife.test/media/public/none.png'), {
    params: Promise.resolve({ key: ['public', 'none.png'] }),
  });
  expect(unknown.status).toBe(404);
});

it('deletes a service (its image retired, for the Trash); an unknown or malformed id is a 404', async () => {
  const created = await (
    await create({ name: 'Temp', description: 'Gone soon.', ...IMAGE_ALTS, image: await imageFile('t.png') })
  ).json();
  const key = created.image.src.slice('/media/'.length);
  const response = await call(DELETE, bed.staff.request('DELETE', `${URL}/${created.id}`), {
    id: created.id,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ deleted: true });
  expect(await bed.testDb.db.select().from(services).where(eq(services.id, created.id))).toHaveLength(0);
  await expectRetired(bed.testDb.db, bed.data.uploads, key);
  expect(
    (await call(DELETE, bed.staff.request('DELETE', `${URL}/${created.id}`), { id: created.id })).status,
  ).toBe(404);
  expect((await call(DELETE, bed.staff.request('DELETE', `${URL}/abc`), { id: 'abc' })).status).toBe(404);
});
