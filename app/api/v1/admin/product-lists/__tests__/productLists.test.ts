/**
 * @jest-environment node
 *
 * Products → Lists through its routes, on a real seeded database: the applications and
 * certifications with how many products have each, adding (a unique slug from the name), renaming
 * (the slug stays), deleting (taken off every product, their pages expired), the refusals, and
 * which roles may.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { adminTestBed, call, signIn, expectFieldErrors } from '@/test/admin';
import { applicationSeeds, certificationSeeds, productSpecSeeds } from '@/features/products/seed';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getProductLists } from '@/features/products/published';
import { auditEvents, productApplications, productCertifications, products } from '@/lib/db/schema';
import { GET as LIST, POST } from '../[kind]/route';
import { DELETE, PATCH } from '../[kind]/[id]/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/product-lists';
interface Option {
  id: number;
  slug: string;
  name: string;
  nameAr: string;
  productCount: number;
}

const list = (kind: string, as = bed.staff) => call(LIST, as.request('GET', `${URL}/${kind}`), { kind });
const create = (kind: string, json: unknown, as = bed.staff) =>
  call(POST, as.request('POST', `${URL}/${kind}`, { json }), { kind });
const rename = (kind: string, id: number | string, json: unknown) =>
  call(PATCH, bed.staff.request('PATCH', `${URL}/${kind}/${id}`, { json }), { kind, id });
const remove = (kind: string, id: number | string) =>
  call(DELETE, bed.staff.request('DELETE', `${URL}/${kind}/${id}`), { kind, id });

async function options(kind: 'applications' | 'certifications'): Promise<Option[]> {
  const response = await list(kind);
  expect(response.status).toBe(200);
  return response.json();
}

/** How many seeded products features/products/seed.ts gives each option. */
function seededCounts(field: 'applications' | 'certifications', slugs: string[]): number[] {
  const seeds = Object.values(productSpecSeeds);
  return slugs.map((slug) => seeds.filter((seed) => (seed[field] as string[]).includes(slug)).length);
}

async function idsOf(productId: number) {
  const [row] = await bed.testDb.db
    .select({ applications: products.applicationIds, certifications: products.certificationIds })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const staffWithRole = (role: 'editor' | 'hr') => signIn(bed.testDb.db, `${role}-lists@kinglife.test`, role);

describe('the lists', () => {
  it('answers each list in its order with how many products have each option, never cached', async () => {
    const response = await list('applications');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const applications: Option[] = await response.json();
    expect(applications.map((o) => [o.slug, o.name, o.nameAr])).toEqual(
      applicationSeeds.map((s) => [s.slug, s.name, s.nameAr]),
    );
    const slugs = applicationSeeds.map((s) => s.slug);
    expect(applications.map((o) => o.productCount)).toEqual(seededCounts('applications', slugs));
    expect(applications.every((o) => o.productCount > 0)).toBe(true);

    const certifications = await options('certifications');
    expect(certifications.map((o) => o.slug)).toEqual(certificationSeeds.map((s) => s.slug));
    expect(certifications.map((o) => o.productCount)).toEqual(
      seededCounts(
        'certifications',
        certificationSeeds.map((s) => s.slug),
      ),
    );
  });

  it('counts unpublished products too', async () => {
    const [perfumery] = (await options('applications')).filter((o) => o.slug === 'perfumery');
    await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, 1));
    const before = (await idsOf(1)).applications;
    await bed.testDb.db
      .update(products)
      .set({ applicationIds: [...before, perfumery.id] })
      .where(eq(products.id, 1));
    try {
      const after = (await options('applications')).find((o) => o.id === perfumery.id)!;
      expect(after.productCount).toBe(perfumery.productCount + 1);
    } finally {
      await bed.testDb.db
        .update(products)
        .set({ published: true, applicationIds: before })
        .where(eq(products.id, 1));
    }
  });

  it('is a 404 for a kind of list that does not exist', async () => {
    const response = await list('colours');
    expect(response.status).toBe(404);
    expect((await create('colours', { name: 'Red' })).status).toBe(404);
  });
});

describe('adding an option', () => {
  it('adds it last with a slug from its name, unique in its list, and expires the lists tag', async () => {
    const response = await create('applications', { name: '  Bakery and confectionery ', nameAr: 'المخابز' });
    expect(response.status).toBe(201);
    const added: Option = await response.json();
    expect(added).toMatchObject({
      slug: 'bakery-and-confectionery',
      name: 'Bakery and confectionery',
      nameAr: 'المخابز',
      productCount: 0,
    });
    expect(expiredOutsideNext).toEqual(['product-lists']);
    expect((await options('applications')).at(-1)).toEqual(added);
    // The public pages' reader names it in each language.
    const inArabic = await getProductLists('ar');
    expect(inArabic.applications.at(-1)).toEqual({ id: added.id, slug: added.slug, name: 'المخابز' });

    const again: Option = await (await create('applications', { name: 'Bakery and Confectionery' })).json();
    expect(again.slug).toBe('bakery-and-confectionery-2');
    expect((await getProductLists('ar')).applications.at(-1)?.name).toBe('Bakery and Confectionery');
    // A certification of the same name is in another list: its slug is free there.
    const certification: Option = await (
      await create('certifications', { name: 'Bakery and confectionery' })
    ).json();
    expect(certification.slug).toBe('bakery-and-confectionery');
    for (const [kind, id] of [
      ['applications', added.id],
      ['applications', again.id],
      ['certifications', certification.id],
    ] as const)
      expect((await remove(kind, id)).status).toBe(200);
  });

  it('refuses an empty or over-long name with its message, adding nothing', async () => {
    const before = await options('certifications');
    for (const json of [{ name: '   ' }, {}, { name: '' }]) {
      await expectFieldErrors(await create('certifications', json), { name: 'Please enter a name.' });
    }
    const long = await create('certifications', { name: 'x'.repeat(81), nameAr: 'ع'.repeat(81) });
    expect((await long.json()).fields).toEqual({
      name: 'At most 80 characters.',
      nameAr: 'At most 80 characters.',
    });
    expect(await options('certifications')).toEqual(before);
    expect(expiredOutsideNext).toEqual([]);
  });

  it('is recorded in the audit trail with who did it', async () => {
    const added: Option = await (await create('certifications', { name: 'FSSC 22000' })).json();
    const [event] = await bed.testDb.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'product_certifications'), eq(auditEvents.entityId, String(added.id))),
      )
      .orderBy(desc(auditEvents.id));
    expect(event).toMatchObject({
      actorEmail: bed.staff.user.email,
      after: expect.objectContaining({ name: 'FSSC 22000' }),
    });
    await remove('certifications', added.id);
  });
});

describe('renaming an option', () => {
  it('changes both names and keeps the slug (the finder’s links stay), with its count', async () => {
    const [halal] = (await options('certifications')).filter((o) => o.slug === 'halal');
    const response = await rename('certifications', halal.id, {
      name: 'Halal (ESMA)',
      nameAr: 'حلال (إسما)',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...halal, name: 'Halal (ESMA)', nameAr: 'حلال (إسما)' });
    expect(expiredOutsideNext).toEqual(['product-lists']);
    expect((await getProductLists('en')).certifications.find((o) => o.id === halal.id)).toEqual({
      id: halal.id,
      slug: 'halal',
      name: 'Halal (ESMA)',
      // The demo seed gives Halal its certificate (lib/db/seedDocuments.ts); a rename keeps it.
      hasCertificate: true,
    });

    // Without nameAr the Arabic stays as it is.
    const english = await rename('certifications', halal.id, { name: 'Halal' });
    expect(await english.json()).toMatchObject({ name: 'Halal', nameAr: 'حلال (إسما)', slug: 'halal' });
    await rename('certifications', halal.id, { name: halal.name, nameAr: halal.nameAr });
  });

  it('refuses an empty name, and is a 404 for an unknown or malformed id or kind', async () => {
    const [first] = await options('applications');
    const blank = await rename('applications', first.id, { name: ' ' });
    await expectFieldErrors(blank, { name: 'Please enter a name.' });
    expect((await options('applications'))[0]).toEqual(first);
    expect((await rename('applications', 999_999, { name: 'Anything' })).status).toBe(404);
    expect((await rename('applications', 'abc', { name: 'Anything' })).status).toBe(404);
    expect((await rename('colours', first.id, { name: 'Anything' })).status).toBe(404);
    expect(expiredOutsideNext).toEqual([]);
  });
});

describe('deleting an option', () => {
  it('takes it off every product that had it and expires those products’ pages and the lists', async () => {
    const [kosher] = (await options('certifications')).filter((o) => o.slug === 'kosher');
    const holders = await bed.testDb.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${kosher.id} = ANY(${products.certificationIds})`)
      .orderBy(products.id);
    expect(holders.length).toBe(kosher.productCount);
    expect(holders.length).toBeGreaterThan(1);
    const othersBefore = await idsOf(holders[0].id);

    const response = await remove('certifications', kosher.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(expiredOutsideNext.slice(0, 2)).toEqual(['product-lists', 'products']);
    expect(expiredOutsideNext.slice(2).sort()).toEqual(holders.map((p) => `product:${p.id}`).sort());
    const [{ n }] = await bed.testDb.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${kosher.id} = ANY(${products.certificationIds})`);
    expect(n).toBe(0);
    // The product's other options stay, in their order.
    expect((await idsOf(holders[0].id)).certifications).toEqual(
      othersBefore.certifications.filter((id) => id !== kosher.id),
    );
    expect((await idsOf(holders[0].id)).applications).toEqual(othersBefore.applications);
    expect((await options('certifications')).map((o) => o.slug)).not.toContain('kosher');
    expect(
      await bed.testDb.db.select().from(productCertifications).where(eq(productCertifications.id, kosher.id)),
    ).toEqual([]);

    // Gone: a second delete is a 404 and expires nothing.
    expiredOutsideNext.length = 0;
    expect((await remove('certifications', kosher.id)).status).toBe(404);
    expect(expiredOutsideNext).toEqual([]);
  });

  it('takes off only its own list’s id: the application with the same number stays on products', async () => {
    const [organic] = (await options('certifications')).filter((o) => o.slug === 'organic');
    const sameNumber = (await options('applications')).find((o) => o.id === organic.id)!;
    expect(sameNumber.productCount).toBeGreaterThan(0);
    expect((await remove('certifications', organic.id)).status).toBe(200);
    expect((await options('applications')).find((o) => o.id === organic.id)).toEqual(sameNumber);
    expect(
      await bed.testDb.db.select().from(productApplications).where(eq(productApplications.id, organic.id)),
    ).toHaveLength(1);
  });

  it('is a 404 for an unknown or malformed id or kind', async () => {
    expect((await remove('applications', 999_999)).status).toBe(404);
    expect((await remove('applications', 'x1')).status).toBe(404);
    expect((await remove('colours', 1)).status).toBe(404);
    expect(expiredOutsideNext).toEqual([]);
  });
});

describe('roles', () => {
  it('lets an Editor read, add, rename and delete options', async () => {
    const editor = await staffWithRole('editor');
    expect((await list('applications', editor)).status).toBe(200);
    const response = await create('applications', { name: 'Editors’ pick' }, editor);
    expect(response.status).toBe(201);
    const added: Option = await response.json();
    const renamed = await call(
      PATCH,
      editor.request('PATCH', `${URL}/applications/${added.id}`, { json: { name: 'Brewing' } }),
      { kind: 'applications', id: added.id },
    );
    expect(await renamed.json()).toMatchObject({ name: 'Brewing', slug: added.slug });
    const deleted = await call(DELETE, editor.request('DELETE', `${URL}/applications/${added.id}`), {
      kind: 'applications',
      id: added.id,
    });
    expect(deleted.status).toBe(200);
  });

  it('refuses an HR account with 403, reading and changing nothing', async () => {
    const hr = await staffWithRole('hr');
    const before = await options('applications');
    const [first] = before;
    const answers = [
      await list('applications', hr),
      await create('applications', { name: 'From HR' }, hr),
      await call(PATCH, hr.request('PATCH', `${URL}/applications/${first.id}`, { json: { name: 'HR' } }), {
        kind: 'applications',
        id: first.id,
      }),
      await call(DELETE, hr.request('DELETE', `${URL}/applications/${first.id}`), {
        kind: 'applications',
        id: first.id,
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect((await answer.json()).error).toBe('forbidden_role');
    }
    expect(await options('applications')).toEqual(before);
    expect(expiredOutsideNext).toEqual([]);
  });
});
