/**
 * "Publish only with its Arabic" (#35): off by default; when an Owner turns it on, an item whose
 * required Arabic is empty is not published — not by Publish, not by a save that leaves it
 * published, not as a new item made public, and not by the scheduler, which holds it back with an
 * entry in the audit trail — and each refusal names the fields. The public site keeps showing the
 * English of a text whose Arabic is empty.
 */
import { and, eq } from 'drizzle-orm';
import { adminTestBed, call, imageFile, jsonOf } from '@/test/admin';
import { SCHEDULER } from '@/features/history/scheduled';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { getNewsItem } from '@/features/news/published';
import { listPublishedServices } from '@/features/services/data';
import { auditEvents, news, products, services } from '@/lib/db/schema';
import { dubaiInputValue } from '@/lib/text/dates';
import { GET as GET_SETTINGS, PUT as PUT_SETTINGS } from '../../settings/route';
import { POST as CREATE_SERVICE } from '../../services/route';
import { PUT as PUBLISH_SERVICE } from '../../services/[id]/published/route';
import { POST as CREATE_NEWS } from '../../news/route';
import { PATCH as PATCH_PRODUCT } from '../../products/[id]/route';

const bed = adminTestBed();

async function setRule(on: boolean) {
  const settings = await jsonOf(
    await call(GET_SETTINGS, bed.staff.request('GET', '/api/v1/admin/settings')),
    200,
  );
  const saved = await call(
    PUT_SETTINGS,
    bed.staff.request('PUT', '/api/v1/admin/settings', { json: { ...settings, publishNeedsArabic: on } }),
  );
  expect(await jsonOf(saved, 200)).toMatchObject({ publishNeedsArabic: on });
}

async function createService(name: string, arabic: Record<string, string> = {}) {
  const response = await call(
    CREATE_SERVICE,
    bed.staff.request('POST', '/api/v1/admin/services', {
      form: {
        name,
        description: 'Cold rooms at the port.',
        ...arabic,
        image: await imageFile('a.png'),
        imageDecorative: 'true',
      },
    }),
  );
  return (await jsonOf(response, 201)) as { id: number };
}

const publishService = (id: number) =>
  call(
    PUBLISH_SERVICE,
    bed.staff.request('PUT', `/api/v1/admin/services/${id}/published`, { json: { published: true } }),
    { id },
  );

const newsForm = async (fields: Record<string, string>) => ({
  title: 'Harvest Open Day',
  caption: 'Visit the farm.',
  description: 'Saturday only.',
  date: '2026-11-20',
  image: await imageFile('b.png'),
  imageDecorative: 'true',
  ...fields,
});
const createNews = async (fields: Record<string, string> = {}) =>
  call(CREATE_NEWS, bed.staff.request('POST', '/api/v1/admin/news', { form: await newsForm(fields) }));

describe('while the setting is off (the default)', () => {
  it('publishes an item without its Arabic, and the Arabic page shows its English', async () => {
    const { id } = await createService('Port Cold Rooms');
    expect((await publishService(id)).status).toBe(200);
    const shown = (await listPublishedServices('ar')).find((service) => service.id === id);
    expect(shown).toMatchObject({ name: 'Port Cold Rooms', description: 'Cold rooms at the port.' });
  });

  it('shows the Arabic where it is filled and the English where it is not, field by field', async () => {
    const { id } = await createService('Bonded Storage', { nameAr: 'تخزين جمركي' });
    expect((await publishService(id)).status).toBe(200);
    const shown = (await listPublishedServices('ar')).find((service) => service.id === id);
    expect(shown).toMatchObject({ name: 'تخزين جمركي', description: 'Cold rooms at the port.' });
  });
});

describe('while the setting is on', () => {
  beforeAll(() => setRule(true));
  afterAll(() => setRule(false));

  it('refuses Publish, naming the empty Arabic fields, and publishes once they are filled', async () => {
    const { id } = await createService('Reefer Trucks', { nameAr: 'شاحنات مبردة' });
    const refused = await publishService(id);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error).toBe('arabic_required');
    expect(body.message).toContain('Add Description (Arabic)');
    expect(body.message).not.toContain('Add Service Name (Arabic)');
    const [row] = await bed.testDb.db.select().from(services).where(eq(services.id, id));
    expect(row.published).toBe(false);

    await bed.testDb.db
      .update(services)
      .set({ descriptionAr: 'غرف تبريد في الميناء.' })
      .where(eq(services.id, id));
    expect((await publishService(id)).status).toBe(200);
  });

  it('refuses a new item made public without its Arabic (nothing is kept), and takes it as a draft', async () => {
    const before = await bed.testDb.db.$count(news);
    const refused = await createNews();
    expect(refused.status).toBe(409);
    const { message } = await refused.json();
    for (const label of ['Title (Arabic)', 'Caption (Arabic)', 'Description (Arabic)'])
      expect(message).toContain(label);
    expect(await bed.testDb.db.$count(news)).toBe(before);

    const draft = await jsonOf(await createNews({ asDraft: '1' }), 201);
    expect(draft.published).toBe(false);
    expect(await getNewsItem('en', draft.id)).toBeNull();
  });

  it('refuses a save that leaves a published product without a required Arabic text, and keeps the row', async () => {
    const [product] = await bed.testDb.db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .limit(1);
    const edit = (fields: Record<string, string>) =>
      call(
        PATCH_PRODUCT,
        bed.staff.request('PATCH', `/api/v1/admin/products/${product.id}`, {
          form: {
            subproductname: product.name,
            subproductdescription: product.description1,
            category: String(product.categoryId),
            subproductimageDecorative: 'true',
            nameAr: '',
            ...fields,
          },
        }),
        { id: product.id },
      );
    const refused = await edit({});
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('Sub-Product Name (Arabic)');
    const [kept] = await bed.testDb.db.select().from(products).where(eq(products.id, product.id));
    expect(kept.nameAr).toBe(product.nameAr);
    expect(kept.image).toEqual(product.image);
    // Saved as a draft, the public row stays as it is: nothing is published.
    expect((await edit({ asDraft: '1' })).status).toBe(200);
  });

  it('holds back a scheduled item without its Arabic: not published, its schedule cleared, the audit trail says why', async () => {
    const at = new Date(Date.now() + 5 * 60_000);
    const scheduled = await jsonOf(
      await createNews({ asDraft: '1', publishAt: dubaiInputValue(at.toISOString()), titleAr: 'يوم مفتوح' }),
      201,
    );
    expect(scheduled.publishAt).not.toBeNull();

    const done = await publishDueItems(bed.testDb.db, new Date(at.getTime() + 60_000));
    expect(done.filter((item) => item.kind === 'news' && item.id === scheduled.id)).toEqual([]);
    const [row] = await bed.testDb.db.select().from(news).where(eq(news.id, scheduled.id));
    expect(row).toMatchObject({ isPublished: false, publishAt: null });
    const events = await bed.testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'news'), eq(auditEvents.entityId, String(scheduled.id))));
    const held = events.find((event) => event.summary.includes('not published at its time'))!;
    expect(held.actorEmail).toBe(SCHEDULER);
    expect(held.summary).toContain('Harvest Open Day: not published at its time');
    expect(held.summary).toContain('Caption (Arabic)');
    expect(held.summary).not.toContain('Title (Arabic)');

    // Translated and scheduled again, it is published at its time.
    await bed.testDb.db
      .update(news)
      .set({ captionAr: 'زوروا المزرعة.', bodyAr: 'يوم السبت فقط.', publishAt: at })
      .where(eq(news.id, scheduled.id));
    const next = await publishDueItems(bed.testDb.db, new Date(at.getTime() + 60_000));
    expect(next).toContainEqual({ kind: 'news', id: scheduled.id, action: 'published' });
  });
});
