/**
 * Translation status (#35): for every kind, a text whose Arabic is empty is missing, a text whose
 * English changed after its Arabic is outdated until its Arabic is saved again; the seeded site
 * shows nothing outdated; each role sees the kinds of its areas, and the Dashboard counts them.
 */
import { eq, sql } from 'drizzle-orm';
import { adminTestBed, call, jsonOf, signIn, IMAGE_ALTS } from '@/test/admin';
import { getAdminOverview } from '@/lib/data/overview';
import { listTranslations } from '@/features/translations/data';
import {
  TRANSLATION_KIND_SPECS,
  TRANSLATION_KINDS,
  type TranslationKind,
} from '@/features/translations/kinds';
import type { TranslationsDto } from '@/features/translations/dto';
import { auditEvents, services } from '@/lib/db/schema';
import { GET } from '../route';
import { POST as CONFIRM } from '../confirm/route';
import { PATCH as PATCH_SERVICE } from '../../services/[id]/route';

const bed = adminTestBed();
const URL = '/api/v1/admin/translations';

async function list(query = ''): Promise<TranslationsDto> {
  return jsonOf(await call(GET, bed.staff.request('GET', `${URL}${query}`)), 200);
}

/** The states `kind`'s item `id` is listed with, by dialog field ('nameAr' → 'missing'). */
async function statesOf(kind: TranslationKind, id: number): Promise<Record<string, string>> {
  const { items } = await listTranslations('owner', { kind });
  const item = items.find((found) => found.id === id);
  return Object.fromEntries((item?.fields ?? []).map((field) => [field.field, field.state]));
}

it('finds nothing outdated in the seeded site', async () => {
  const { items } = await list('?state=outdated');
  expect(items).toEqual([]);
  // The seed comes with its Arabic: nothing a dialog requires is missing either.
  const missing = (await list('?state=missing')).items.filter((item) =>
    item.fields.some((field) => {
      const spec = TRANSLATION_KIND_SPECS[item.kind];
      return spec.texts.find((text) => text.formField === field.field)?.required;
    }),
  );
  expect(missing).toEqual([]);
});

it('knows the translated texts of every kind from its table, with the dialogs’ labels', () => {
  const texts = (kind: TranslationKind) =>
    TRANSLATION_KIND_SPECS[kind].texts.map((text) => [text.formField, text.label, text.required]);
  expect(texts('services')).toEqual([
    ['nameAr', 'Add Service Name (Arabic)', true],
    ['descriptionAr', 'Add Description (Arabic)', true],
    ['imageAltAr', 'Add Image: Alt text (Arabic)', true],
  ]);
  expect(texts('news').map(([field]) => field)).toEqual([
    'titleAr',
    'captionAr',
    'descriptionAr',
    'imageAltAr',
  ]);
  // The product's specification texts come from TEXT_SPECS (optional, as their English is).
  expect(texts('products')).toEqual(
    expect.arrayContaining([
      ['nameAr', 'Sub-Product Name (Arabic)', true],
      ['detailsAr', 'Short Details (Arabic)', false],
      ['gradeAr', 'Grade (Arabic)', false],
      ['subproductimageAltAr', 'Sub-Product Image: Alt text (Arabic)', true],
    ]),
  );
  // Required as the dialog's schema has it: a post's teaser is, though its column has a default.
  expect(texts('blog-posts')).toContainEqual(['teaserAr', 'Description (Arabic)', true]);
  expect(texts('product-categories')).toContainEqual(['blurbAr', 'Category Description (Arabic)', false]);
  expect(texts('settings')).toEqual([['imageAltAr', 'Banner Image: Alt text (Arabic)', true]]);
  for (const kind of TRANSLATION_KINDS) expect(texts(kind).length).toBeGreaterThan(0);
});

describe.each(TRANSLATION_KINDS)('a %s', (kind) => {
  const spec = TRANSLATION_KIND_SPECS[kind];
  // The first text whose English is a column of its own (a picture's alt is tested below).
  const text = spec.texts.find((found) => found.key !== 'imageAltAr' && found.key !== 'homeBannerAltAr');

  it('is missing its Arabic while the Arabic is empty, and outdated when its English changes after it', async () => {
    const table = sql.identifier(spec.tableName);
    const { rows } = await bed.testDb.db.execute<{ id: number }>(
      sql`SELECT id FROM ${table} ORDER BY id LIMIT 1`,
    );
    const id = rows[0].id;
    if (!text) {
      // Settings texts: the banner's alt (the English is the picture's own alt; the seed's has none:
      // the home page describes its own artwork).
      expect(await statesOf(kind, id)).toEqual({});
      await bed.testDb.db.execute(
        sql`UPDATE site_settings SET home_banner = jsonb_set(home_banner, '{alt}', '"A banner"'), home_banner_alt_ar = '' WHERE id = 1`,
      );
      expect(await statesOf(kind, id)).toEqual({ imageAltAr: 'missing' });
      await bed.testDb.db.execute(sql`UPDATE site_settings SET home_banner_alt_ar = 'لافتة' WHERE id = 1`);
      expect(await statesOf(kind, id)).toEqual({});
      await bed.testDb.db.execute(
        sql`UPDATE site_settings SET home_banner = jsonb_set(home_banner, '{alt}', '"A new banner"') WHERE id = 1`,
      );
      expect(await statesOf(kind, id)).toEqual({ imageAltAr: 'outdated' });
      await bed.testDb.db.execute(
        sql`UPDATE site_settings SET home_banner_alt_ar = 'لافتة جديدة' WHERE id = 1`,
      );
      expect(await statesOf(kind, id)).toEqual({});
      return;
    }
    const english = sql.identifier(text.column.slice(0, -3));
    const arabic = sql.identifier(text.column);
    await bed.testDb.db.execute(
      sql`UPDATE ${table} SET ${english} = 'An English text', ${arabic} = '' WHERE id = ${id}`,
    );
    expect((await statesOf(kind, id))[text.formField]).toBe('missing');

    await bed.testDb.db.execute(sql`UPDATE ${table} SET ${arabic} = 'نص عربي' WHERE id = ${id}`);
    expect((await statesOf(kind, id))[text.formField]).toBeUndefined();

    // The English changes in a later transaction: the Arabic is now older than it.
    await bed.testDb.db.execute(
      sql`UPDATE ${table} SET ${english} = 'A changed English text' WHERE id = ${id}`,
    );
    expect((await statesOf(kind, id))[text.formField]).toBe('outdated');
    expect(
      (await listTranslations('owner', { kind, state: 'missing' })).items.map((item) => item.id),
    ).not.toContain(id);

    // Changing both at once (a translator's save with the English) leaves it up to date.
    await bed.testDb.db.execute(sql`UPDATE ${table} SET ${arabic} = 'نص عربي محدث' WHERE id = ${id}`);
    expect((await statesOf(kind, id))[text.formField]).toBeUndefined();
    await bed.testDb.db.execute(
      sql`UPDATE ${table} SET ${english} = 'Both at once', ${arabic} = 'كلاهما معا' WHERE id = ${id}`,
    );
    expect((await statesOf(kind, id))[text.formField]).toBeUndefined();
  });
});

it('follows a service’s dialog: English edited after the Arabic is outdated, the Arabic saved again is not', async () => {
  const [service] = await bed.testDb.db.select().from(services).orderBy(services.id).limit(1);
  const patch = (form: Record<string, string>) =>
    call(PATCH_SERVICE, bed.staff.request('PATCH', `/api/v1/admin/services/${service.id}`, { form }), {
      id: service.id,
    });
  const base = {
    name: service.name,
    nameAr: service.nameAr,
    descriptionAr: service.descriptionAr,
    ...IMAGE_ALTS,
  };
  expect((await patch({ ...base, description: 'A new English description.' })).status).toBe(200);
  const { items } = await list('?kind=services');
  const listed = items.find((item) => item.id === service.id);
  expect(listed).toMatchObject({
    kind: 'services',
    kindLabel: 'Services',
    title: service.name,
    fields: [{ field: 'descriptionAr', label: 'Add Description (Arabic)', state: 'outdated' }],
    href: `/admin/services?edit=${service.id}&field=descriptionAr`,
  });
  // A save that sends the same Arabic back (the dialog always does) does not hide the change.
  expect(
    (await patch({ ...base, description: 'A new English description.', name: service.name })).status,
  ).toBe(200);
  expect(await statesOf('services', service.id)).toEqual({ descriptionAr: 'outdated' });
  expect(
    (await patch({ ...base, description: 'A new English description.', descriptionAr: 'وصف عربي جديد.' }))
      .status,
  ).toBe(200);
  expect(await statesOf('services', service.id)).toEqual({});
});

it('answers each role the kinds of its areas, and the Dashboard counts what it may translate', async () => {
  await bed.testDb.db.update(services).set({ nameAr: '' }).where(eq(services.id, 1));
  await bed.testDb.db.execute(sql`UPDATE jobs SET title_ar = '' WHERE id = (SELECT min(id) FROM jobs)`);
  const kindsOf = async (role: 'owner' | 'editor' | 'hr' | 'sales') => {
    const staff = await signIn(bed.testDb.db, undefined, role);
    const answer: TranslationsDto = await jsonOf(await call(GET, staff.request('GET', URL)), 200);
    return { kinds: answer.kinds.map((kind) => kind.kind), items: answer.items.map((item) => item.kind) };
  };
  const owner = await kindsOf('owner');
  expect(owner.kinds).toEqual([...TRANSLATION_KINDS]);
  expect(owner.items).toEqual(expect.arrayContaining(['services', 'jobs']));
  const editor = await kindsOf('editor');
  expect(editor.kinds).not.toContain('jobs');
  expect(editor.kinds).not.toContain('settings');
  expect(editor.items).toContain('services');
  expect(editor.items).not.toContain('jobs');
  expect(await kindsOf('hr')).toEqual({ kinds: ['jobs'], items: ['jobs'] });
  expect(await kindsOf('sales')).toEqual({ kinds: [], items: [] });

  for (const role of ['owner', 'editor', 'hr', 'sales'] as const) {
    expect((await getAdminOverview(role)).translations).toBe((await listTranslations(role)).items.length);
  }
  expect((await getAdminOverview('hr')).translations).toBe(1);
  expect((await getAdminOverview('sales')).translations).toBe(0);
});

it('filters by kind and state, and ignores a kind that is not one', async () => {
  await bed.testDb.db.update(services).set({ descriptionAr: '' }).where(eq(services.id, 1));
  const byKind = await list('?kind=services&state=missing');
  expect(byKind.items.length).toBeGreaterThan(0);
  expect(byKind.items.every((item) => item.kind === 'services')).toBe(true);
  expect(byKind.items.every((item) => item.fields.every((field) => field.state === 'missing'))).toBe(true);
  expect((await list('?kind=nonsense')).items.length).toBe((await list()).items.length);
});

it('marks outdated Arabic up to date when staff say it is still right, for the kinds of their role', async () => {
  const [service] = await bed.testDb.db.select().from(services).orderBy(services.id).limit(1);
  await bed.testDb.db
    .update(services)
    .set({ name: `${service.name} `, nameAr: service.nameAr || 'اسم', descriptionAr: 'وصف' })
    .where(eq(services.id, service.id));
  await bed.testDb.db
    .update(services)
    .set({ name: 'Renamed Service', description: 'A new description.', descriptionAr: '' })
    .where(eq(services.id, service.id));
  expect(await statesOf('services', service.id)).toEqual({ nameAr: 'outdated', descriptionAr: 'missing' });

  const confirm = (staff: { request: typeof bed.staff.request }, body: unknown) =>
    call(CONFIRM, staff.request('POST', `${URL}/confirm`, { json: body }));
  // HR do not translate services: for them there is no such item.
  const hr = await signIn(bed.testDb.db, undefined, 'hr');
  expect((await confirm(hr, { kind: 'services', id: service.id })).status).toBe(404);
  expect((await confirm(bed.staff, { kind: 'services', id: 999_999 })).status).toBe(404);
  expect((await confirm(bed.staff, { kind: 'nonsense', id: service.id })).status).toBe(400);

  const answer = await jsonOf(await confirm(bed.staff, { kind: 'services', id: service.id }), 200);
  // The outdated text is up to date; the missing one is still missing (only typing it fixes that).
  expect(answer.item.fields).toEqual([
    { field: 'descriptionAr', label: 'Add Description (Arabic)', state: 'missing' },
  ]);
  expect(await statesOf('services', service.id)).toEqual({ descriptionAr: 'missing' });
  const events = await bed.testDb.db.select().from(auditEvents).where(eq(auditEvents.entity, 'services'));
  expect(events.map((event) => event.summary)).toContain(
    'Renamed Service: Arabic marked up to date (Add Service Name (Arabic))',
  );
  // A later change of the English makes it outdated again.
  await bed.testDb.db.update(services).set({ name: 'Renamed Again' }).where(eq(services.id, service.id));
  expect(await statesOf('services', service.id)).toEqual({ nameAr: 'outdated', descriptionAr: 'missing' });
});
