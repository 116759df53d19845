/**
 * The Events screen's routes and what the public pages read of events: the list by date, the
 * dialog's rules, publishing, the split into upcoming and past, and the night an event ends.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, imageFile, jsonOf, IMAGE_ALTS } from '@/test/admin';
import { EVENT_FIELDS } from '@/test/contentForms';
import { expiredOutsideNext } from '@/lib/data/cache';
import { listPublishedEvents } from '@/features/events/published';
import { eventCard, eventsOn } from '@/features/events/views';
import { endEventDay, eventDayTask } from '@/features/events/endedDay';
import { siteTasks } from '@/lib/data/tasks';
import { events } from '@/lib/db/schema';
import { GET, POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();
const URL = '/api/v1/admin/events';

const FIELDS = { ...EVENT_FIELDS, ...IMAGE_ALTS };

async function create(form: Record<string, string | File | undefined>) {
  return call(POST, bed.staff.request('POST', URL, { form }));
}

async function publish(id: number) {
  const response = await call(
    PUBLISH,
    bed.staff.request('PUT', `${URL}/${id}/published`, { json: { published: true } }),
    { id },
  );
  return jsonOf(response, 200);
}

it('lists every event for staff by its dates: the seed’s two past shows, then its three upcoming ones', async () => {
  const list = await jsonOf(await call(GET, bed.staff.request('GET', URL)), 200);
  expect(list).toHaveLength(5);
  const starts = list.map((e: { startsOn: string }) => e.startsOn);
  expect(starts).toEqual([...starts].sort());
  const today = new Date().toISOString().slice(0, 10);
  expect(list.filter((e: { endsOn: string }) => e.endsOn < today)).toHaveLength(2);
  expect(list.map((e: { name: string }) => e.name.replace(/ \d{4}$/, ''))).toEqual(
    expect.arrayContaining(['Gulfood', 'SIAL Paris', 'Anuga']),
  );
  for (const event of list) {
    expect(event.name).toMatch(new RegExp(` ${event.startsOn.slice(0, 4)}$`));
    expect(event.nameAr).not.toBe('');
    expect(event.summaryAr).not.toBe('');
  }
});

it('refuses blank required texts, a link that is not https, a last day before the first, field by field', async () => {
  await expectFieldErrors(
    await create({
      ...FIELDS,
      name: ' ',
      city: '',
      venue: '',
      summary: 'x'.repeat(501),
      link: 'http://example.com',
      image: await imageFile('stand.png'),
    }),
    {
      name: 'Please enter the event name.',
      city: 'Please enter the city.',
      venue: 'Please enter the venue.',
      summary: 'At most 500 characters.',
      link: 'Please enter a full link starting with https://',
    },
  );
  // The dates' order is judged once each field is right, as the dialog shows it.
  await expectFieldErrors(
    await create({ ...FIELDS, endsOn: '2027-11-29', image: await imageFile('s.png') }),
    {
      endsOn: 'The last day cannot be before the first day.',
    },
  );
  await expectFieldErrors(await create({ ...FIELDS, startsOn: '2027-02-30' }), {
    startsOn: 'Please enter a valid date.',
    image: 'Please choose an image.',
  });
  expect(await bed.testDb.db.select().from(events).where(eq(events.venue, 'Messe Frankfurt'))).toEqual([]);
});

it('creates unpublished, publishes on request, and expires the events tag each time', async () => {
  expiredOutsideNext.length = 0;
  const created = await jsonOf(await create({ ...FIELDS, image: await imageFile('stand.png') }), 201);
  expect(created).toMatchObject({ name: FIELDS.name, published: false, startsOn: '2027-11-30' });
  expect(expiredOutsideNext).toEqual(['events']);
  expect((await listPublishedEvents('en')).map((e) => e.name)).not.toContain(FIELDS.name);

  expect(await publish(created.id)).toMatchObject({ published: true });
  expect((await listPublishedEvents('en')).map((e) => e.name)).toContain(FIELDS.name);
  expect(expiredOutsideNext).toEqual(['events', 'events']);

  // An edit without a link takes it off; the Arabic page shows the Arabic where it is given.
  const edited = await call(
    PATCH,
    bed.staff.request('PATCH', `${URL}/${created.id}`, {
      form: { ...FIELDS, link: '', cityAr: 'فرانكفورت' },
    }),
    { id: created.id },
  );
  expect(await jsonOf(edited, 200)).toMatchObject({ link: '', cityAr: 'فرانكفورت' });
  const arabic = (await listPublishedEvents('ar')).find((e) => e.id === created.id)!;
  expect(arabic).toMatchObject({ city: 'فرانكفورت', country: 'Germany' });

  expect(
    (await call(DELETE, bed.staff.request('DELETE', `${URL}/${created.id}`), { id: created.id })).status,
  ).toBe(200);
  expect((await listPublishedEvents('en')).map((e) => e.name)).not.toContain(FIELDS.name);
});

it('splits events by the Dubai day: upcoming up to and including the last day, soonest first; then past, latest first', () => {
  const at = (id: number, startsOn: string, endsOn: string) => ({ id, startsOn, endsOn });
  const list = [
    at(1, '2027-01-25', '2027-01-29'),
    at(2, '2026-10-17', '2026-10-21'),
    at(3, '2026-12-01', '2026-12-03'),
    at(4, '2025-10-04', '2025-10-08'),
    at(5, '2026-11-28', '2026-12-01'),
  ];
  expect(eventsOn(list, '2026-12-01')).toEqual({
    upcoming: [list[4], list[2], list[0]],
    past: [list[1], list[3]],
  });
  expect(eventsOn(list, '2026-12-02').upcoming.map((e) => e.id)).toEqual([3, 1]);
});

describe('the night an event ends', () => {
  it('is a task of the site sent at 00:00 Dubai time (20:00 UTC) every day', () => {
    expect(siteTasks).toContain(eventDayTask);
    expect(eventDayTask.options.every).toBe('0 20 * * *');
  });

  it('expires the events pages at the first minute of the day after the last day, and on no other night', async () => {
    const created = await jsonOf(
      await create({
        ...FIELDS,
        startsOn: '2027-03-01',
        endsOn: '2027-03-03',
        image: await imageFile('s.png'),
      }),
      201,
    );
    await publish(created.id);
    const shown = async (now: Date) =>
      eventsOn(
        (await listPublishedEvents('en')).map(eventCard),
        new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10),
      ).upcoming.map((e) => e.id);

    // 23:59 in Dubai on its last day: still upcoming, nothing to expire.
    const lastMinute = new Date('2027-03-03T19:59:00Z');
    expiredOutsideNext.length = 0;
    expect(await endEventDay(bed.testDb.db, lastMinute)).toEqual([]);
    expect(expiredOutsideNext).toEqual([]);
    expect(await shown(lastMinute)).toContain(created.id);

    // 00:00 in Dubai the day after: the task expires the tag (Next's pages and the CDN's purge), and
    // the pages rendered from then on have it among the past events.
    const midnight = new Date('2027-03-03T20:00:00Z');
    expect(await endEventDay(bed.testDb.db, midnight)).toEqual([created.id]);
    expect(expiredOutsideNext).toEqual(['events']);
    expect(await shown(midnight)).not.toContain(created.id);

    // The next night nothing ended: no purge.
    expiredOutsideNext.length = 0;
    expect(await endEventDay(bed.testDb.db, new Date('2027-03-04T20:00:00Z'))).toEqual([]);
    expect(expiredOutsideNext).toEqual([]);
  });
});
