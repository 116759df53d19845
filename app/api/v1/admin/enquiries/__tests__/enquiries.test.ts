import { eq } from 'drizzle-orm';
import { adminTestBed, call, csvExport } from '@/test/admin';
import { GET as OVERVIEW } from '@/app/api/v1/admin/overview/route';
import { enquiries } from '@/lib/db/schema';
import { GET } from '../route';
import { GET as EXPORT } from '../export/route';
import { PUT as READ } from '../[id]/read/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/enquiries';
const BOM = '\uFEFF';
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8, 15));

type Seed = {
  name: string;
  company?: string;
  email?: string;
  service?: string;
  message?: string;
  language?: 'en' | 'ar';
};

/** 12 enquiries, one a day from 1 March 2026 (the last is the newest). */
const senders: Seed[] = [
  { name: 'Hans Becker', company: 'Rheinfeld Gewürz GmbH' },
  { name: 'Aisha Bello', company: 'Lagoon Naturals Ltd' },
  { name: 'Li Wei', company: '' },
  { name: 'Sofia Rossi', company: '100% Pure Oils' },
  { name: 'Ahmed Saleh', company: 'Gulf_Trading', email: 'ahmed@gulf.example' },
  { name: 'Marta Nowak', company: 'Nowak Foods' },
  { name: 'Kenji Sato', company: 'Sato Trading' },
  { name: 'Fatima Zahra', company: 'Atlas Spices', email: 'fatima@ATLAS.example' },
  { name: 'John Smith', company: 'Smith & Co' },
  { name: 'Olga Ivanova', company: 'Volga Herbs' },
  { name: 'Carlos Ruiz', company: 'Ruiz Importaciones' },
  { name: 'نور الهدى', company: 'شركة الواحة', language: 'ar' },
];

beforeAll(async () => {
  await bed.testDb.db.delete(enquiries);
  await bed.testDb.db.insert(enquiries).values(
    senders.map((s, i) => ({
      name: s.name,
      company: s.company ?? '',
      email: s.email ?? `${s.name.split(' ')[0].toLowerCase()}@example.com`,
      service: s.service ?? 'Purchase',
      message: s.message ?? `Enquiry number ${i + 1}.`,
      language: s.language,
      createdAt: day(i + 1),
    })),
  );
});

async function list(query = '') {
  const response = await call(GET, bed.staff.request('GET', `${URL}${query}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json() as Promise<{
    items: { id: number; name: string; company: string; read: boolean; date: string }[];
    page: number;
    pageSize: number;
    total: number;
    unread: number;
  }>;
}
const namesOf = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);
const markRead = (id: number | string, json: unknown) =>
  call(READ, bed.staff.request('PUT', `${URL}/${id}/read`, { json }), { id });
async function overviewUnread() {
  const response = await OVERVIEW(bed.staff.request('GET', '/api/v1/admin/overview'));
  return (await response.json()).unreadEnquiries as number;
}

it('shows 5 a page, newest first, with every field of the card', async () => {
  const first = await list();
  expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12, unread: 12, responseTargetHours: 72 });
  expect(namesOf(first)).toEqual(['نور الهدى', 'Carlos Ruiz', 'Olga Ivanova', 'John Smith', 'Fatima Zahra']);
  expect(first.items[0]).toEqual({
    id: expect.any(Number),
    kind: 'enquiry',
    reference: null,
    name: 'نور الهدى',
    company: 'شركة الواحة',
    email: 'نور@example.com',
    phone: '',
    service: 'Purchase',
    message: 'Enquiry number 12.',
    destination: '',
    incoterm: '',
    deliveryMonth: '',
    shippingAddress: '',
    status: 'new',
    statusNote: '',
    lines: [],
    date: day(12).toISOString(),
    read: false,
    firstAnsweredAt: null,
    language: 'ar',
    source: null,
    document: null,
    downloads: [],
    steps: [],
  });
  expect(namesOf(await list('?page=3'))).toEqual(['Aisha Bello', 'Hans Becker']);
  expect((await list('?page=4')).items).toEqual([]);
  expect((await list('?page=nope')).page).toBe(1);
  expect((await list('?pageSize=50')).items).toHaveLength(5);
});

it('searches name, company and e-mail, case-insensitively, with % and _ taken literally', async () => {
  expect(namesOf(await list('?q=HANS'))).toEqual(['Hans Becker']);
  expect(namesOf(await list('?q=lagoon'))).toEqual(['Aisha Bello']);
  expect(namesOf(await list('?q=atlas.EXAMPLE'))).toEqual(['Fatima Zahra']);
  expect(namesOf(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['Sofia Rossi']);
  expect(namesOf(await list('?q=_'))).toEqual(['Ahmed Saleh']);
  expect(namesOf(await list(`?q=${encodeURIComponent('الواحة')}`))).toEqual(['نور الهدى']);
  const trading = await list('?q=trading');
  expect(namesOf(trading)).toEqual(['Kenji Sato', 'Ahmed Saleh']);
  // The unread count is of every enquiry, not only the ones found.
  expect(trading).toMatchObject({ total: 2, unread: 12 });
});

it('marks an enquiry read and unread again; the unread counts (list and sidebar) follow', async () => {
  const [newest] = (await list()).items;
  expect(await overviewUnread()).toBe(12);

  const read = await markRead(newest.id, { read: true });
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ id: newest.id, read: true });
  const [row] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, newest.id));
  expect(row.readAt).toBeInstanceOf(Date);
  expect((await list()).unread).toBe(11);
  expect((await list()).items[0]).toMatchObject({ id: newest.id, read: true });
  expect(await overviewUnread()).toBe(11);

  const unread = await markRead(newest.id, { read: false });
  expect(await unread.json()).toMatchObject({ read: false });
  expect(await overviewUnread()).toBe(12);

  const invalid = await markRead(newest.id, { read: 'yes' });
  expect(invalid.status).toBe(400);
  expect(Object.keys((await invalid.json()).fields)).toEqual(['read']);
  expect((await markRead(999_999, { read: true })).status).toBe(404);
  expect((await markRead('x', { read: true })).status).toBe(404);
});

describe('the CSV export', () => {
  const HEADER =
    'Received (UTC),Kind,Reference,Name,Company,Email,Phone,Service,Destination,Incoterm,Delivery month,Ship samples to,Product,Quantity,Unit,Packaging,Document,Details,Request status,Status note,Status,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page';
  /** Each export is checked as a dated UTF-8 attachment with its BOM and header row (csvExport). */
  const exported = (query = '') =>
    csvExport(EXPORT, bed.staff.request('GET', `${URL}/export${query}`), {
      name: 'enquiries',
      header: HEADER,
    });

  it('holds every enquiry (all pages) newest first, in UTF-8 with a BOM, as a dated attachment', async () => {
    const { lines } = await exported();
    expect(lines).toHaveLength(1 + 12 + 1);
    expect(lines[1]).toBe(
      '2026-03-12 08:15,Enquiry,,نور الهدى,شركة الواحة,نور@example.com,,Purchase,,,,,,,,,,Enquiry number 12.,,,Unread,Arabic,,,,,,,,',
    );
    expect(lines[12]).toMatch(/^2026-03-01 08:15,Enquiry,,Hans Becker,Rheinfeld Gewürz GmbH,/);
  });

  it('follows the search, and says which are read', async () => {
    const [hans] = (await list('?q=hans')).items;
    await markRead(hans.id, { read: true });
    const { text } = await exported('?q=HANS');
    expect(text).toBe(
      BOM +
        HEADER +
        '\r\n' +
        '2026-03-01 08:15,Enquiry,,Hans Becker,Rheinfeld Gewürz GmbH,hans@example.com,,Purchase,,,,,,,,,,Enquiry number 1.,,,Read,English,,,,,,,,\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and neutralises cells that start like formulas', async () => {
    const [row] = await bed.testDb.db
      .insert(enquiries)
      .values({
        name: "=cmd|' /C calc'!A0",
        company: '+Evil, "Inc"',
        email: '@x@example.com',
        service: '-Purchase',
        message: 'First line\nsecond line, with a comma\r\n\tand a tab',
        createdAt: day(28),
      })
      .returning();
    try {
      const { text } = await exported(`?q=${encodeURIComponent('evil')}`);
      expect(text).toBe(
        BOM +
          HEADER +
          '\r\n' +
          `2026-03-28 08:15,Enquiry,,'=cmd|' /C calc'!A0,"'+Evil, ""Inc""",'@x@example.com,,'-Purchase,,,,,,,,,,"First line\nsecond line, with a comma\r\n\tand a tab",,,Unread,English,,,,,,,,\r\n`,
      );
    } finally {
      await bed.testDb.db.delete(enquiries).where(eq(enquiries.id, row.id));
    }
  });

  it('gives where each visit came from in columns of its own: the tags, an ad click, the referring site, the landing page', async () => {
    const [row] = await bed.testDb.db
      .insert(enquiries)
      .values({
        name: 'Campaign Buyer',
        email: 'campaign@example.com',
        service: 'Purchase',
        message: 'From the newsletter.',
        createdAt: day(29),
        source: {
          utm: { source: 'newsletter', medium: 'email', campaign: 'nov-promo', content: 'banner' },
          clickId: true,
          referrer: 'mail.example.com',
          landing: '/productPage/ProductDetailedPage/4',
          language: 'en',
        },
      })
      .returning();
    try {
      const { lines } = await exported('?q=campaign');
      expect(lines[1]).toMatch(
        /,Unread,English,newsletter,email,nov-promo,,banner,Yes,mail\.example\.com,\/productPage\/ProductDetailedPage\/4$/,
      );
    } finally {
      await bed.testDb.db.delete(enquiries).where(eq(enquiries.id, row.id));
    }
  });
});
