import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { adminTestBed, applyWithResume, call, csvExport, request } from '@/test/admin';
import { minimalDocx, minimalPdf } from '@/test/documents';
import { applications, jobs, uploadedFiles } from '@/lib/db/schema';
import { GET } from '../route';
import { GET as EXPORT } from '../export/route';
import { GET as RESUME } from '../[id]/resume/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/applications';
const BOM = '\uFEFF';
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

type Seed = {
  first: string;
  last: string;
  position: string;
  qualification?: string;
  email?: string;
  language?: 'en' | 'ar';
};

/** 23 applications, one a day from 2 January 2026: three positions, names easy to search. */
const people: Seed[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    first: `Sales${String.fromCharCode(65 + i)}`,
    last: 'Person',
    position: 'Export Sales Executive',
  })),
  ...Array.from({ length: 8 }, (_, i) => ({
    first: `Chem${String.fromCharCode(65 + i)}`,
    last: 'Analyst',
    position: 'Quality Assurance Chemist',
  })),
  { first: 'Priya', last: 'Nair', position: '100% Natural Buyer' },
  { first: 'Omar', last: 'Khalil', position: 'Warehouse_Lead' },
  { first: 'محمد', last: 'علي', position: 'Export Sales Executive', language: 'ar' },
];

beforeAll(async () => {
  await bed.testDb.db.delete(applications);
  await bed.testDb.db.insert(applications).values(
    people.map((p, i) => ({
      position: p.position,
      firstName: p.first,
      lastName: p.last,
      email: p.email ?? `${p.first.toLowerCase()}@example.com`,
      phoneNumber: '0501234567',
      dob: '1990-01-01',
      qualification: p.qualification ?? 'B.Sc.',
      consent: true,
      language: p.language,
      createdAt: day(i + 1),
    })),
  );
});

async function page(query = '') {
  const response = await call(GET, bed.staff.request('GET', `${URL}${query}`));
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    items: { name: string; position: string; date: string; hasResume: boolean }[];
    page: number;
    pageSize: number;
    total: number;
    positions: string[];
  }>;
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('the list', () => {
  it('shows 10 a page, newest first, with every distinct position for the filter', async () => {
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 23 });
    expect(names(first)).toEqual(
      people
        .slice()
        .reverse()
        .slice(0, 10)
        .map((p) => `${p.first} ${p.last}`),
    );
    expect(first.items[0]).toMatchObject({
      name: 'محمد علي',
      position: 'Export Sales Executive',
      date: day(23).toISOString(),
      hasResume: false,
      language: 'ar',
    });
    expect(first.items[1]).toMatchObject({ name: 'Omar Khalil', language: 'en' });
    expect(first.positions).toEqual([
      '100% Natural Buyer',
      'Export Sales Executive',
      'Quality Assurance Chemist',
      'Warehouse_Lead',
    ]);
    const third = await page('?page=3');
    expect(names(third)).toEqual(['SalesC Person', 'SalesB Person', 'SalesA Person']);
    expect((await page('?page=9')).items).toEqual([]);
  });

  it('reads a bad page or page size as the defaults (page 1, always 10)', async () => {
    for (const query of ['?page=0', '?page=-2', '?page=abc', '?page=1.5']) {
      expect((await page(query)).page).toBe(1);
    }
    expect((await page('?pageSize=100')).items).toHaveLength(10);
  });

  it('sorts oldest first on request, and newest for anything else', async () => {
    expect(names(await page('?sort=oldest')).slice(0, 2)).toEqual(['SalesA Person', 'SalesB Person']);
    expect(names(await page('?sort=sideways'))[0]).toBe('محمد علي');
  });

  it('filters by position; All Position (or none) shows every one', async () => {
    const chemists = await page(`?position=${encodeURIComponent('Quality Assurance Chemist')}`);
    expect(chemists.total).toBe(8);
    expect(new Set(chemists.items.map((i) => i.position))).toEqual(new Set(['Quality Assurance Chemist']));
    // The positions to choose from stay all of them.
    expect(chemists.positions).toHaveLength(4);
    expect((await page('?position=All%20Position')).total).toBe(23);
    expect((await page('?position=Astronaut')).total).toBe(0);
    const sales = await page(`?position=${encodeURIComponent('Export Sales Executive')}&page=2`);
    expect(sales).toMatchObject({ total: 13, page: 2 });
    expect(sales.items).toHaveLength(3);
  });

  it('searches name or position, case-insensitively, with % and _ taken literally', async () => {
    expect(names(await page('?q=PRIYA'))).toEqual(['Priya Nair']);
    expect(names(await page('?q=priya%20n'))).toEqual(['Priya Nair']); // first and last name together
    expect((await page('?q=chemist')).total).toBe(8);
    expect((await page('?q=%20%20analyst%20')).total).toBe(8); // trimmed
    expect(names(await page(`?q=${encodeURIComponent('%')}`))).toEqual(['Priya Nair']);
    expect(names(await page('?q=_'))).toEqual(['Omar Khalil']);
    expect(names(await page(`?q=${encodeURIComponent('علي')}`))).toEqual(['محمد علي']);
    expect((await page('?q=nobody')).total).toBe(0);
  });

  it('combines the filter, the search and the sort', async () => {
    const body = await page(`?position=${encodeURIComponent('Export Sales Executive')}&q=PERSON&sort=oldest`);
    expect(body.total).toBe(12);
    expect(names(body)[0]).toBe('SalesA Person');
  });
});

describe('the CSV export', () => {
  /** Each export is checked as a dated UTF-8 attachment with its BOM and header row (csvExport). */
  const exported = (query = '') =>
    csvExport(EXPORT, bed.staff.request('GET', `${URL}/export${query}`), {
      name: 'applications',
      header:
        'Name,Email,Phone Number,Position,Qualification,Date of Birth,Received (UTC),Resume file,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page',
    });

  it('is an attachment named with the day, in UTF-8 with a BOM, of every page the filter selects', async () => {
    const { response, text, lines } = await exported(
      `?position=${encodeURIComponent('Export Sales Executive')}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(text.startsWith(BOM)).toBe(true);
    // 13 rows (more than a page), newest first, then the final CRLF's empty line.
    expect(lines).toHaveLength(1 + 13 + 1);
    expect(lines[1]).toBe(
      'محمد علي,محمد@example.com,0501234567,Export Sales Executive,B.Sc.,1990-01-01,2026-01-24 09:30,,Arabic,,,,,,,,',
    );
    expect(lines.at(-2)).toMatch(/^SalesA Person,/);
  });

  it('follows the search and the sort too', async () => {
    const { text } = await exported('?q=analyst&sort=oldest');
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^ChemA Analyst,/);
  });

  it('quotes commas, quotes and line breaks, and neutralises cells that start like formulas', async () => {
    const tricky: Seed[] = [
      { first: '=HYPERLINK("http://evil")', last: 'x', position: 'Tricky', qualification: 'B.A., "Hons"' },
      { first: '+1', last: 'y', position: 'Tricky', qualification: 'Line one\nLine two' },
      { first: '-2', last: 'z', position: 'Tricky', qualification: '@SUM(A1)' },
      { first: '\tTab', last: 'w', position: 'Tricky', qualification: '\rReturn' },
    ];
    const inserted = await bed.testDb.db
      .insert(applications)
      .values(
        tricky.map((p, i) => ({
          position: p.position,
          firstName: p.first,
          lastName: p.last,
          email: `tricky${i}@example.com`,
          phoneNumber: '0501234567',
          dob: '1990-01-01',
          qualification: p.qualification!,
          consent: true,
          createdAt: day(100 + i),
        })),
      )
      .returning({ id: applications.id });
    try {
      const { text } = await exported('?position=Tricky&sort=oldest');
      expect(text).toBe(
        BOM +
          'Name,Email,Phone Number,Position,Qualification,Date of Birth,Received (UTC),Resume file,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page\r\n' +
          `"'=HYPERLINK(""http://evil"") x",tricky0@example.com,0501234567,Tricky,"B.A., ""Hons""",1990-01-01,2026-04-11 09:30,,English,,,,,,,,\r\n` +
          `'+1 y,tricky1@example.com,0501234567,Tricky,"Line one\nLine two",1990-01-01,2026-04-12 09:30,,English,,,,,,,,\r\n` +
          `'-2 z,tricky2@example.com,0501234567,Tricky,'@SUM(A1),1990-01-01,2026-04-13 09:30,,English,,,,,,,,\r\n` +
          `'\tTab w,tricky3@example.com,0501234567,Tricky,"'\rReturn",1990-01-01,2026-04-14 09:30,,English,,,,,,,,\r\n`,
      );
    } finally {
      for (const { id } of inserted) await bed.testDb.db.delete(applications).where(eq(applications.id, id));
    }
  });
});

describe('the résumé download', () => {
  const job = { id: 0, title: '' };
  beforeAll(async () => {
    const [row] = await bed.testDb.db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
    Object.assign(job, row);
  });

  const apply = (first: string, last: string, bytes: Buffer, mimeType: string, ext: string) =>
    applyWithResume(job, [first, last], { bytes, mimeType, ext });
  const resume = (id: number | string) =>
    call(RESUME, bed.staff.request('GET', `${URL}/${id}/resume`), { id });

  it('gives staff the stored bytes as an attachment named {First Last}_Resume.{real extension}', async () => {
    const pdf = minimalPdf('Priya Nair');
    const id = await apply('Priya', 'Nair', pdf, 'application/pdf', 'pdf');
    const response = await resume(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Priya Nair_Resume.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    const docx = minimalDocx();
    const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const docxId = await apply('Omar', 'Khalil', docx, docxMime, 'docx');
    const second = await resume(docxId);
    expect(second.headers.get('content-type')).toBe(docxMime);
    expect(second.headers.get('content-disposition')).toBe('attachment; filename="Omar Khalil_Resume.docx"');
    expect(Buffer.from(await second.arrayBuffer()).equals(docx)).toBe(true);
    expect((await page('?q=priya%20nair')).items.find((i) => i.hasResume)).toBeTruthy();
  });

  it('names a résumé in another alphabet exactly (RFC 5987) with a plain ASCII fallback', async () => {
    const arabic = await resume(await apply('محمد', 'علي', minimalPdf(), 'application/pdf', 'pdf'));
    expect(arabic.headers.get('content-disposition')).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''${encodeURIComponent('محمد علي_Resume.pdf')}`,
    );
    const accented = await resume(await apply('José', 'Núñez', minimalPdf(), 'application/pdf', 'pdf'));
    expect(accented.headers.get('content-disposition')).toBe(
      `attachment; filename="Jose Nunez_Resume.pdf"; filename*=UTF-8''${encodeURIComponent('José Núñez_Resume.pdf')}`,
    );
  });

  it('is refused without a session, and is a 404 with a message when there is no file', async () => {
    const id = await apply('Elena', 'Petrova', minimalPdf(), 'application/pdf', 'pdf');
    const anonymous = await call(RESUME, request('GET', `${URL}/${id}/resume`), { id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-disposition')).toBeNull();

    const [withoutFile] = await bed.testDb.db
      .select()
      .from(applications)
      .where(eq(applications.firstName, 'SalesA'));
    const none = await resume(withoutFile.id);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: 'This application has no résumé file.' });

    // The row exists but its bytes are gone from the disk.
    const [stored] = await bed.testDb.db
      .select({ key: uploadedFiles.key })
      .from(applications)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
      .where(eq(applications.id, id));
    fs.rmSync(bed.data.uploads(stored.key));
    expect((await resume(id)).status).toBe(404);

    expect((await resume(999_999)).status).toBe(404);
    expect((await resume('abc')).status).toBe(404);
  });
});
