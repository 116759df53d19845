/**
 * The dashboard's "Waiting for a first answer": enquiries, quote and sample requests staff have not answered,
 * and those of them waiting past the settings' response target, counted at a given time.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, signIn } from '@/test/admin';
import { enquiries, siteSettings } from '@/lib/db/schema';
import { getAdminOverview } from '@/lib/data/overview';
import { GET } from '../route';
import { GET as LIST } from '../../enquiries/route';

const bed = adminTestBed();
// Well before the database's clock, so through the route every request here is past any target.
const NOW = new Date(Math.floor(Date.now() / 3_600_000 - 1000) * 3_600_000);
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

type Kind = (typeof enquiries.$inferInsert)['kind'];
const add = (kind: Kind, name: string, createdAt: Date, firstAnsweredAt: Date | null = null) =>
  bed.testDb.db
    .insert(enquiries)
    .values({ kind, name, email: 'buyer@example.com', createdAt, firstAnsweredAt });

beforeAll(async () => {
  await bed.testDb.db.delete(enquiries);
  await add('quote', 'Fresh quote', hoursBefore(10));
  await add('sample', 'Late sample', hoursBefore(80));
  // Exactly at the target is not past it.
  await add('quote', 'Quote at the target', hoursBefore(72));
  await add('quote', 'Answered quote', hoursBefore(200), hoursBefore(195));
  await add('sample', 'Answered sample', hoursBefore(100), hoursBefore(20));
  // A document request is answered by its mailed link: it runs no response clock.
  await add('document', 'Document request', hoursBefore(100));
  await add('enquiry', 'Contact enquiry', hoursBefore(100));
  await add('enquiry', 'Answered enquiry', hoursBefore(100), hoursBefore(90));
});

const setTarget = (hours: number) =>
  bed.testDb.db.update(siteSettings).set({ responseTargetHours: hours }).where(eq(siteSettings.id, 1));

it('counts the enquiries, quote and sample requests without a first answer, and those past the 72-hour target', async () => {
  expect(await getAdminOverview('owner', NOW)).toMatchObject({
    awaitingAnswer: 4,
    awaitingPastTarget: 2,
    enquiries: 8,
  });
});

it('measures against the target the settings hold', async () => {
  await setTarget(24);
  try {
    expect(await getAdminOverview('owner', NOW)).toMatchObject({ awaitingAnswer: 4, awaitingPastTarget: 3 });
    await setTarget(5);
    expect(await getAdminOverview('owner', NOW)).toMatchObject({ awaitingAnswer: 4, awaitingPastTarget: 4 });
    await setTarget(720);
    expect(await getAdminOverview('owner', NOW)).toMatchObject({ awaitingAnswer: 4, awaitingPastTarget: 0 });
  } finally {
    await setTarget(72);
  }
});

it('answers the counts to every role (the card is shown to those who see enquiries)', async () => {
  for (const role of ['owner', 'sales', 'hr'] as const) {
    const user =
      role === 'owner' ? bed.staff : await signIn(bed.testDb.db, `overview-${role}@kinglife.test`, role);
    const response = await call(GET, user.request('GET', '/api/v1/admin/overview'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ awaitingAnswer: 4, awaitingPastTarget: 4 });
  }
});

it("lists each request with when it was first answered, and the target the screen's clocks use", async () => {
  const response = await call(LIST, bed.staff.request('GET', '/api/v1/admin/enquiries?kind=sample'));
  const page = await response.json();
  expect(page.responseTargetHours).toBe(72);
  expect(
    page.items.map((item: { name: string; firstAnsweredAt: string | null }) => [
      item.name,
      item.firstAnsweredAt,
    ]),
  ).toEqual([
    ['Late sample', null],
    ['Answered sample', hoursBefore(20).toISOString()],
  ]);
});
