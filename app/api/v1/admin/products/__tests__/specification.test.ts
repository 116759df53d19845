/**
 * @jest-environment node
 *
 * A product's specification saved through the product dialog's route, as the dialog sends it (its
 * values through the same zod schema, then multipart with toFormData), on a real seeded database:
 * stored, and shown by the public readers in both languages; each wrong value refused with its
 * message and nothing changed; a draft leaves the public page as it is until published.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, jsonOf, PRODUCT_ALTS } from '@/test/admin';
import { textFor } from '@/content/text';
import { contentMessages } from '@/content/validation';
import { specMessages } from '@/features/products/messages';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getProductLists } from '@/features/products/published';
import { readProductPreview } from '@/features/products/data';
import { getProduct } from '@/features/products/published';
import { products } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { specificationRows } from '@/features/products/rows';
import { productUpdateSchema } from '@/features/products/adminValidation';
import { toFormData } from '@/lib/validation/formData';
import { PATCH } from '../[id]/route';

const bed = adminTestBed();

type Values = Record<string, unknown>;

async function rowOf(id: number) {
  const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The dialog's values for product `id` as it opens on it (texts as typed, ticked ids as text). */
async function dialogValues(id: number): Promise<Values> {
  const row = await rowOf(id);
  return {
    ...PRODUCT_ALTS,
    subproductname: row.name,
    subproductdescription: row.description1,
    category: String(row.categoryId),
    details: row.details,
    description2: row.description2,
    nameAr: row.nameAr,
    detailsAr: row.detailsAr,
    description1Ar: row.description1Ar,
    description2Ar: row.description2Ar,
    botanicalName: row.botanicalName,
    casNumber: row.casNumber,
    originCountry: row.originCountry,
    hsCode: row.hsCode,
    form: row.form,
    grade: row.grade,
    gradeAr: row.gradeAr,
    applicationIds: row.applicationIds.map(String),
    usageRate: row.usageRate,
    usageRateAr: row.usageRateAr,
    certificationIds: row.certificationIds.map(String),
    moqQuantity: row.moqQuantity === null ? '' : String(row.moqQuantity),
    moqUnit: row.moqUnit,
    packaging: row.packaging,
    packagingAr: row.packagingAr,
    shelfLifeMonths: row.shelfLifeMonths === null ? '' : String(row.shelfLifeMonths),
    publishAt: '',
  };
}

/**
 * Save as the dialog does: the schema's output (the resolver's), multipart. Values the schema
 * refuses (which the dialog would not send) go as typed, as a client that skipped the check would.
 */
function save(id: number, values: Values) {
  const parsed = productUpdateSchema.safeParse(values);
  const body = parsed.success ? toFormData(parsed.data as Values) : toFormData(values);
  const form = Object.fromEntries(body.entries()) as Record<string, string>;
  return call(PATCH, bed.staff.request('PATCH', `/api/v1/admin/products/${id}`, { form }), { id });
}

/** The product page's specification table as visitors get it (published data only). */
async function publicRows(id: number, locale: Locale = 'en') {
  const product = await getProduct(locale, id);
  const rows = specificationRows(
    product!,
    await getProductLists(locale),
    locale,
    textFor(locale).productSpecText,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function optionIds(kind: 'applications' | 'certifications', slugs: string[]) {
  const lists = await getProductLists('en');
  return slugs.map((slug) => lists[kind].find((o) => o.slug === slug)!.id);
}

describe('saving a specification', () => {
  it('stores every field as sent and shows it on the public page in English and Arabic', async () => {
    const [perfumery, cosmetics] = await optionIds('applications', ['perfumery', 'cosmetics']);
    const [halal] = await optionIds('certifications', ['halal']);
    const response = await save(6, {
      ...(await dialogValues(6)),
      botanicalName: 'Mentha arvensis L.',
      casNumber: '68917-18-0',
      originCountry: 'IN',
      hsCode: '3301.24',
      form: 'essential-oil',
      grade: 'Natural, 100% pure',
      gradeAr: 'طبيعي نقي',
      applicationIds: [String(perfumery), String(cosmetics)],
      usageRate: '0.5–2% in skin care',
      usageRateAr: 'من 0.5 إلى 2% في العناية بالبشرة',
      certificationIds: [String(halal)],
      moqQuantity: '180',
      moqUnit: 'kg',
      packaging: '180 kg HDPE drum\n25 kg aluminium bottle',
      packagingAr: 'برميل 180 كغ\nعبوة ألومنيوم 25 كغ',
      shelfLifeMonths: '24',
    });
    const saved = await jsonOf(response, 200);
    expect(saved).toMatchObject({
      casNumber: '68917-18-0',
      originCountry: 'IN',
      applicationIds: [perfumery, cosmetics],
      certificationIds: [halal],
      moqQuantity: 180,
      moqUnit: 'kg',
      shelfLifeMonths: 24,
    });
    expect(await rowOf(6)).toMatchObject({
      botanicalName: 'Mentha arvensis L.',
      hsCode: '3301.24',
      form: 'essential-oil',
      gradeAr: 'طبيعي نقي',
      usageRate: '0.5–2% in skin care',
      usageRateAr: 'من 0.5 إلى 2% في العناية بالبشرة',
      packaging: '180 kg HDPE drum\n25 kg aluminium bottle',
    });
    expect(expiredOutsideNext).toEqual(expect.arrayContaining(['product:6']));

    expect(await publicRows(6)).toEqual({
      botanicalName: 'Mentha arvensis L.',
      casNumber: '68917-18-0',
      originCountry: 'India',
      hsCode: '3301.24',
      form: 'Essential oil',
      grade: 'Natural, 100% pure',
      // In the list's order, not the order ticked.
      applications: ['Cosmetics and personal care', 'Perfumery'],
      usageRate: '0.5–2% in skin care',
      certifications: ['Halal'],
      moq: '180 kg',
      packaging: ['180 kg HDPE drum', '25 kg aluminium bottle'],
      shelfLife: '24 months',
    });
    expect(await publicRows(6, 'ar')).toMatchObject({
      originCountry: 'الهند',
      form: 'زيت عطري',
      grade: 'طبيعي نقي',
      usageRate: 'من 0.5 إلى 2% في العناية بالبشرة',
      certifications: ['حلال'],
      packaging: ['برميل 180 كغ', 'عبوة ألومنيوم 25 كغ'],
    });
  });

  it('empties what is cleared: no rows for those fields on the public page', async () => {
    const response = await save(6, {
      ...(await dialogValues(6)),
      casNumber: '',
      originCountry: '',
      applicationIds: [],
      certificationIds: [],
      moqQuantity: '',
      moqUnit: '',
      shelfLifeMonths: '',
    });
    expect(response.status).toBe(200);
    expect(await rowOf(6)).toMatchObject({
      casNumber: '',
      originCountry: '',
      applicationIds: [],
      certificationIds: [],
      moqQuantity: null,
      moqUnit: '',
      shelfLifeMonths: null,
      botanicalName: 'Mentha arvensis L.',
    });
    expect(Object.keys(await publicRows(6))).toEqual([
      'botanicalName',
      'hsCode',
      'form',
      'grade',
      'usageRate',
      'packaging',
    ]);
  });
});

describe('refusing a wrong value', () => {
  it.each([
    ['a CAS number whose check digit is wrong', { casNumber: '8000-28-1' }, { casNumber: specMessages.cas }],
    ['a CAS number without its dashes', { casNumber: '8000280' }, { casNumber: specMessages.cas }],
    ['an HS code of 2 digits', { hsCode: '33' }, { hsCode: specMessages.hsCode }],
    ['an HS code of 5 digits', { hsCode: '3301.2' }, { hsCode: specMessages.hsCode }],
    ['a country that does not exist', { originCountry: 'XX' }, { originCountry: specMessages.country }],
    ['a country code in small letters', { originCountry: 'in' }, { originCountry: specMessages.country }],
    ['a form not on the list', { form: 'gel' }, { form: specMessages.form }],
    [
      'a usage rate longer than 200 characters, in either language',
      { usageRate: 'x'.repeat(201), usageRateAr: 'س'.repeat(201) },
      { usageRate: specMessages.tooLong(200), usageRateAr: specMessages.tooLong(200) },
    ],
    ['a minimum order without its unit', { moqQuantity: '50', moqUnit: '' }, { moqUnit: specMessages.unit }],
    ['a minimum order of 0', { moqQuantity: '0', moqUnit: 'kg' }, { moqQuantity: specMessages.quantity }],
    [
      'a minimum order that is not a number',
      { moqQuantity: 'ten', moqUnit: 'kg' },
      { moqQuantity: specMessages.quantity },
    ],
    ['a unit not on the list', { moqQuantity: '5', moqUnit: 'lb' }, { moqUnit: specMessages.unit }],
    ['a shelf life of 1.5 months', { shelfLifeMonths: '1.5' }, { shelfLifeMonths: specMessages.shelfLife }],
    ['a shelf life of 121 months', { shelfLifeMonths: '121' }, { shelfLifeMonths: specMessages.shelfLife }],
    ['a shelf life written as 2e1', { shelfLifeMonths: '2e1' }, { shelfLifeMonths: specMessages.shelfLife }],
    ['a shelf life with a space', { shelfLifeMonths: ' 24' }, { shelfLifeMonths: specMessages.shelfLife }],
    [
      'a minimum order written in hexadecimal',
      { moqQuantity: '0x10', moqUnit: 'kg' },
      { moqQuantity: specMessages.quantity },
    ],
    [
      'a minimum order written as 1e3',
      { moqQuantity: '1e3', moqUnit: 'kg' },
      { moqQuantity: specMessages.quantity },
    ],
    [
      'an application id larger than its column holds',
      { applicationIds: ['2147483648'] },
      { 'applicationIds.0': specMessages.listChoice },
    ],
    [
      'a certification id that is not a number',
      { certificationIds: ['1', 'true'] },
      { 'certificationIds.1': specMessages.listChoice },
    ],
    [
      'a category id larger than its column holds',
      { category: '2147483648' },
      { category: contentMessages.category },
    ],
    ['a category id with a space', { category: ' 2' }, { category: contentMessages.category }],
  ])('refuses %s with its message and changes nothing', async (_case, change, fields) => {
    const before = await rowOf(3);
    await expectFieldErrors(await save(3, { ...(await dialogValues(3)), ...change }), fields);
    expect(await rowOf(3)).toEqual(before);
    expect(expiredOutsideNext).toEqual([]);
  });
});

describe('a draft of the specification', () => {
  it('leaves the public page as it is until "Publish changes"', async () => {
    const published = await publicRows(2);
    const before = await rowOf(2);
    const { certifications } = await getProductLists('en');
    const added = certifications.find((o) => !before.certificationIds.includes(o.id))!;
    const certificationIds = [...before.certificationIds, added.id];
    const changes = {
      originCountry: 'LK',
      form: 'powder',
      certificationIds: certificationIds.map(String),
      moqQuantity: '2',
      moqUnit: 'MT',
    };

    const drafted = await save(2, { ...(await dialogValues(2)), ...changes, asDraft: '1' });
    expect(drafted.status).toBe(200);
    expect((await drafted.json()).draft).toMatchObject({
      originCountry: 'LK',
      form: 'powder',
      moqQuantity: 2,
      moqUnit: 'MT',
      certificationIds,
    });
    expect(await rowOf(2)).toMatchObject({
      originCountry: before.originCountry,
      form: before.form,
      certificationIds: before.certificationIds,
      moqQuantity: before.moqQuantity,
    });
    expect(await publicRows(2)).toEqual(published);
    expect(expiredOutsideNext).toEqual([]);
    // Staff's preview shows it.
    expect(await readProductPreview('en', 2)).toMatchObject({ originCountry: 'LK', form: 'powder' });

    const done = await save(2, { ...(await dialogValues(2)), ...changes });
    expect(done.status).toBe(200);
    expect((await done.json()).draft).toBeNull();
    expect(await publicRows(2)).toEqual({
      ...published,
      originCountry: 'Sri Lanka',
      form: 'Powder',
      certifications: certifications.filter((o) => certificationIds.includes(o.id)).map((o) => o.name),
      moq: '2 MT',
    });
  });
});
