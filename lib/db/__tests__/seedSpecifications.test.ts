/**
 * The seeded products' specifications and the two lists: written by the first seed, and given once
 * to a database seeded before they existed (prepare.ts → addSeedSpecifications).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { products as productSeeds } from '@/features/products/catalogue';
import { productSpecSeeds } from '@/features/products/seed';
import { arabicTwin, TRANSLATED_SPEC_NAMES } from '@/features/products/specification';
import { productApplications, productCertifications, products, siteSettings } from '../schema';
import { addSeedSpecifications } from '../seedSpecifications';
import { isCasNumber, PRODUCT_FORMS } from '@/features/products/validation';
import { isCountryCode } from '../../i18n/countries';

describe('the seed specifications', () => {
  it('give every seeded product a plausible specification: valid CAS, country, form, HS code', () => {
    expect(Object.keys(productSpecSeeds).map(Number)).toEqual(productSeeds.map((p) => p.id));
    for (const spec of Object.values(productSpecSeeds)) {
      if (spec.casNumber) expect(isCasNumber(spec.casNumber)).toBe(true);
      expect(isCountryCode(spec.originCountry)).toBe(true);
      expect(PRODUCT_FORMS).toContain(spec.form);
      expect(spec.hsCode).toMatch(/^\d{4}\.\d{2}$/);
      // Each text given in English has its Arabic, line for line.
      for (const name of TRANSLATED_SPEC_NAMES)
        expect([spec[arabicTwin(name)] ?? []].flat()).toHaveLength([spec[name] ?? []].flat().length);
      expect(spec.applications.length).toBeGreaterThan(0);
    }
  });
});

describe('the first seed', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await freshDatabase({ seeded: true, useForApp: false });
  });
  afterAll(() => testDb.drop());

  it('writes the lists and every product’s specification, and records it', async () => {
    const applications = await testDb.db
      .select()
      .from(productApplications)
      .orderBy(asc(productApplications.position));
    expect(applications.map((a) => a.slug)).toEqual([
      'food-beverage',
      'cosmetics',
      'nutraceuticals',
      'animal-feed',
      'perfumery',
    ]);
    // In the list's order (the demo certificates update two rows, which moves them in the table).
    const certifications = await testDb.db
      .select()
      .from(productCertifications)
      .orderBy(productCertifications.position);
    expect(certifications.map((c) => c.name)).toEqual(['ISO 22000', 'HACCP', 'Halal', 'Kosher', 'Organic']);
    const [lavender] = await testDb.db.select().from(products).where(eq(products.id, 6));
    expect(lavender).toMatchObject({
      botanicalName: 'Lavandula angustifolia Mill.',
      casNumber: '8000-28-0',
      originCountry: 'BG',
      form: 'essential-oil',
      moqQuantity: 25,
      moqUnit: 'kg',
      shelfLifeMonths: 36,
    });
    const organic = certifications.find((c) => c.slug === 'organic')!;
    expect(lavender.certificationIds).toContain(organic.id);
    const unspecified = await testDb.db.$count(products, eq(products.botanicalName, ''));
    expect(unspecified).toBe(0);
    expect(await addSeedSpecifications(testDb.db)).toBe(0);
  });
});

describe('addSeedSpecifications on a database seeded before the specifications', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await freshDatabase({ seeded: true, useForApp: false });
    await testDb.db.execute(sql`DELETE FROM product_applications`);
    await testDb.db.execute(sql`DELETE FROM product_certifications`);
    await testDb.db.execute(
      sql`UPDATE products SET botanical_name = '', form = '', application_ids = '{}', certification_ids = '{}'`,
    );
    // A specification staff wrote since stays theirs.
    await testDb.db.update(products).set({ botanicalName: 'Written by staff' }).where(eq(products.id, 2));
    await testDb.db.update(siteSettings).set({ specsSeededAt: null });
  });
  afterAll(() => testDb.drop());

  it('fills the seeded products once, leaves what staff wrote, and does nothing the second time', async () => {
    expect(await addSeedSpecifications(testDb.db)).toBe(17);
    const [first] = await testDb.db.select().from(products).where(eq(products.id, 1));
    expect(first.form).toBe('extract');
    expect(first.applicationIds).toHaveLength(2);
    const [second] = await testDb.db.select().from(products).where(eq(products.id, 2));
    expect(second.botanicalName).toBe('Written by staff');
    expect(await testDb.db.$count(productApplications)).toBe(5);

    await testDb.db.update(products).set({ form: '' }).where(eq(products.id, 1));
    expect(await addSeedSpecifications(testDb.db)).toBe(0);
    const [again] = await testDb.db.select().from(products).where(eq(products.id, 1));
    expect(again.form).toBe('');
  });
});
