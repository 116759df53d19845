/**
 * @jest-environment node
 *
 * The certificates' expiry task on a real seeded database: Owners and Sales are mailed once per
 * certificate 30 days before its valid-until day (two runs, one mail; a renewed day is warned about
 * afresh), and a certificate that has expired is taken off the product page once (its tag expired,
 * and so purged at the CDN), while buyers are no longer given it.
 */
import { eq, like } from 'drizzle-orm';
import { adminTestBed, call, signIn } from '@/test/admin';
import { GET as EXPIRING } from '@/app/api/v1/admin/documents/expiring/route';
import type { ExpiringCertificateDto } from '@/features/documents/dto';
import { minimalPdf } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { createDocument, getProductDocuments, updateDocument } from '@/features/documents/data';
import { addDays, runCertificateExpiry } from '@/features/documents/expiry';
import { outgoingMail, productDocuments } from '@/lib/db/schema';
import { dubaiDay } from '@/lib/text/dates';
import type { DocumentInput } from '@/features/documents/validation';

const bed = adminTestBed({ email: 'owner-expiry@kinglife.test' });
const PRODUCT = 7;
const today = dubaiDay(new Date());

const add = async (values: Omit<DocumentInput, 'file'>) => {
  const file = new File([new Uint8Array(minimalPdf(values.type))], 'cert.pdf', { type: 'application/pdf' });
  return (await createDocument(PRODUCT, { ...values, file } as never))!;
};
const certificate = (type: 'halal' | 'iso' | 'kosher', validUntil: string) =>
  add({ type, language: 'en', revisionDate: '2024-01-01', validUntil, access: 'public' });

const warnings = () =>
  bed.testDb.db.select().from(outgoingMail).where(like(outgoingMail.subject, 'Certificate expiring%'));

beforeAll(async () => {
  await signIn(bed.testDb.db, 'sales-expiry@kinglife.test', 'sales');
  await signIn(bed.testDb.db, 'editor-expiry@kinglife.test', 'editor');
});

it('mails Owners and Sales once per certificate expiring within 30 days, however often it runs', async () => {
  const soon = await certificate('halal', addDays(today, 20));
  await certificate('iso', addDays(today, 45)); // not yet
  await add({ type: 'tds', language: 'en', revisionDate: '2024-01-01', access: 'public' }); // no validity

  expect(await runCertificateExpiry(bed.testDb.db)).toMatchObject({ warned: 1 });
  expect(await runCertificateExpiry(bed.testDb.db)).toMatchObject({ warned: 0 });
  const mails = await warnings();
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe('owner-expiry@kinglife.test, sales-expiry@kinglife.test');
  expect(mails[0].subject).toBe(`Certificate expiring: Halal certificate (English), ${await productName()}`);
  expect(mails[0].text).toContain('Upload the renewed certificate as a new version');
  const [row] = await bed.testDb.db.select().from(productDocuments).where(eq(productDocuments.id, soon.id));
  expect(row.expiryWarnedAt).not.toBeNull();

  // A new valid-until day is warned about afresh, once.
  await updateDocument(PRODUCT, soon.id, {
    type: 'halal',
    language: 'en',
    version: '1',
    revisionDate: '2024-01-01',
    validUntil: addDays(today, 25),
    access: 'public',
    file: undefined,
  });
  await runCertificateExpiry(bed.testDb.db);
  await runCertificateExpiry(bed.testDb.db);
  expect(await warnings()).toHaveLength(2);
});

it('takes an expired certificate off the product page once: its tag expires (and the CDN is told)', async () => {
  const lastDay = await certificate('kosher', today);
  expect((await getProductDocuments(PRODUCT)).map((d) => d.id)).toContain(lastDay.id);
  // Today is its last valid day: nothing to withdraw yet.
  expect(await runCertificateExpiry(bed.testDb.db)).toMatchObject({ withdrawn: 0 });

  const tomorrow = new Date(Date.now() + 86_400_000);
  expiredOutsideNext.length = 0;
  expect(await runCertificateExpiry(bed.testDb.db, tomorrow)).toMatchObject({ withdrawn: 1 });
  // expireTags: the page's tag, and the CDN's purge of it sent in the same transaction.
  expect(expiredOutsideNext).toEqual([`product:${PRODUCT}`]);
  expect(await runCertificateExpiry(bed.testDb.db, tomorrow)).toMatchObject({ withdrawn: 0 });
});

it('lists the certificates expiring within 30 days and those expired on the Dashboard, for Owners and Sales only', async () => {
  await bed.testDb.db.delete(productDocuments);
  const expired = await certificate('iso', addDays(today, -3));
  const soon = await certificate('halal', addDays(today, 10));
  await certificate('kosher', addDays(today, 31));
  const path = '/api/v1/admin/documents/expiring';
  const response = await call(EXPIRING, bed.staff.request('GET', path));
  expect(response.status).toBe(200);
  const list: ExpiringCertificateDto[] = await response.json();
  expect(list.map((c) => [c.id, c.expired])).toEqual([
    [expired.id, true],
    [soon.id, false],
  ]);
  expect(list[1]).toMatchObject({ type: 'halal', productId: PRODUCT, validUntil: addDays(today, 10) });
  // A renewed certificate (a new version) leaves the list.
  await certificate('iso', addDays(today, 400));
  expect(
    (await (await call(EXPIRING, bed.staff.request('GET', path))).json()).map(
      (c: ExpiringCertificateDto) => c.id,
    ),
  ).toEqual([soon.id]);

  const sales = await signIn(bed.testDb.db, 'sales-list@kinglife.test', 'sales');
  expect((await call(EXPIRING, sales.request('GET', path))).status).toBe(200);
  for (const role of ['editor', 'hr'] as const) {
    const as = await signIn(bed.testDb.db, `${role}-list@kinglife.test`, role);
    expect((await call(EXPIRING, as.request('GET', path))).status).toBe(403);
  }
});

async function productName(): Promise<string> {
  const { products } = await import('@/lib/db/schema');
  const [row] = await bed.testDb.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, PRODUCT));
  return row.name;
}
