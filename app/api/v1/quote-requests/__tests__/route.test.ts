import { asc, eq, inArray } from 'drizzle-orm';
import { publicFormBed, publicPost, type Send } from '@/test/publicForm';
import { enquiries, enquiryLines, outgoingMail, products, siteSettings } from '@/lib/db/schema';
import { quoteMessages } from '@/features/enquiries/messages';
import { quoteMessages as arabicMessages } from '@/features/enquiries/messages.ar';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { POST } from '../route';

const year = new Date().getUTCFullYear();

const bed = publicFormBed();
beforeAll(async () => {
  await bed.testDb.db.update(siteSettings).set({ enquiryEmail: 'sales-desk@example.com' });
});

const quote = {
  kind: 'quote',
  lines: [
    { productId: 3, quantity: '500', unit: 'kg', packaging: '25 kg fibre drum, double LDPE liner' },
    { productId: 7, quantity: 2.5, unit: 'MT', packaging: '' },
    { productId: 12, quantity: '180', unit: 'L' },
  ],
  company: 'Rheinfeld Gewürz GmbH',
  name: 'Hans Becker',
  email: 'hans.quote@example.com',
  phone: '+49 221 555 0101',
  country: 'DE',
  incoterm: 'CIF',
  deliveryMonth: '',
  message: 'Regular volumes from Q3; please include COA.',
};

const sample = {
  kind: 'sample',
  lines: [{ productId: 5, quantity: 100, unit: 'g' }],
  company: 'Lagoon Naturals Ltd',
  name: 'Aisha Bello',
  email: 'aisha@lagoon.example',
  country: 'NG',
  shippingAddress: '12 Marina Road\nLagos 101241',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(publicPost('/api/v1/quote-requests', body, headers));

const requestsFrom = (email: string) =>
  bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, email));
const linesOf = (id: number) =>
  bed.testDb.db
    .select()
    .from(enquiryLines)
    .where(eq(enquiryLines.enquiryId, id))
    .orderBy(asc(enquiryLines.position));
const mailTo = (to: string) => bed.smtp.received.filter((m) => m.to.includes(to));
const mailRows = (to: string) => bed.testDb.db.select().from(outgoingMail).where(eq(outgoingMail.to, to));
const nameOf = async (id: number) =>
  (await bed.testDb.db.select().from(products).where(eq(products.id, id)))[0];

it('stores a quote with three lines once, with its reference, and mails the staff and the buyer', async () => {
  const response = await post(quote);
  expect(response.status).toBe(201);
  const { reference } = await response.json();
  expect(reference).toMatch(new RegExp(`^KL-Q-${year}-\\d{5}$`));

  const rows = await requestsFrom('hans.quote@example.com');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'quote',
    reference,
    company: 'Rheinfeld Gewürz GmbH',
    phone: '+49 221 555 0101',
    country: 'DE',
    incoterm: 'CIF',
    deliveryMonth: '',
    shippingAddress: '',
    status: 'new',
    language: 'en',
    ip: '198.51.100.7',
  });
  const lines = await linesOf(rows[0].id);
  expect(lines.map((l) => [l.productId, l.quantity, l.unit, l.packaging])).toEqual([
    [3, 500, 'kg', '25 kg fibre drum, double LDPE liner'],
    [7, 2.5, 'MT', ''],
    [12, 180, 'L', ''],
  ]);
  const names = await Promise.all([3, 7, 12].map(async (id) => (await nameOf(id)).name));
  expect(lines.map((l) => l.productName)).toEqual(names);

  // Both were sent through the SMTP server; what they say is the stored message.
  const [staffSent] = mailTo('sales-desk@example.com');
  expect(staffSent.raw).toMatch(/Reply-To: hans\.quote@example\.com/i);
  expect(mailTo('hans.quote@example.com')).toHaveLength(1);
  const [staff] = await mailRows('sales-desk@example.com');
  expect(staff).toMatchObject({
    status: 'sent',
    subject: `Quote request ${reference} from Rheinfeld Gewürz GmbH`,
  });
  for (const name of names) expect(staff.text).toContain(name);
  expect(staff.text).toContain('500 kg · 25 kg fibre drum, double LDPE liner');
  expect(staff.text).toContain('Germany');
  const [buyer] = await mailRows('hans.quote@example.com');
  expect(buyer).toMatchObject({ status: 'sent', subject: `Your quote request ${reference}` });
  expect(buyer.text).toContain('2.5 MT');
});

it("writes to an Arabic buyer in Arabic, with the products' Arabic names", async () => {
  const response = await post({ ...quote, email: 'arabic-buyer@example.com' }, { 'accept-language': 'ar' });
  expect(response.status).toBe(201);
  const { reference } = await response.json();
  const [row] = await requestsFrom('arabic-buyer@example.com');
  expect(row.language).toBe('ar');
  const [mail] = await mailRows('arabic-buyer@example.com');
  expect(mail.subject).toBe(`طلب عرض السعر ${reference}`);
  const arabicName = (await nameOf(3)).nameAr;
  expect(arabicName).not.toBe('');
  expect(mail.text).toContain(arabicName);
  expect(mail.text).toContain('500 كغ');
  expect(mail.text).toContain('ألمانيا');
  expect(mail.html).toContain('dir="rtl"');
  // The staff's copy stays in English.
  const staff = await bed.testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.subject, `Quote request ${reference} from ${quote.company}`));
  expect(staff).toHaveLength(1);
});

it('takes a phone and quantities typed in Arabic digits, as 0-9 (an Arabic keyboard)', async () => {
  const response = await post(
    {
      ...quote,
      email: 'arabic.digits@example.com',
      phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      lines: [
        { productId: 3, quantity: '٥٠٠', unit: 'kg' },
        { productId: 7, quantity: '۲٫۵', unit: 'MT' },
      ],
    },
    { 'accept-language': 'ar' },
  );
  expect(response.status).toBe(201);
  const [stored] = await requestsFrom('arabic.digits@example.com');
  expect(stored.phone).toBe('+971 50 123 4567');
  expect((await linesOf(stored.id)).map((line) => Number(line.quantity))).toEqual([500, 2.5]);
});

it('stores a sample request with its address and its own series of references', async () => {
  const response = await post(sample);
  expect(response.status).toBe(201);
  const { reference } = await response.json();
  expect(reference).toBe(`KL-S-${year}-00001`);
  const [row] = await requestsFrom('aisha@lagoon.example');
  expect(row).toMatchObject({
    kind: 'sample',
    shippingAddress: '12 Marina Road\nLagos 101241',
    incoterm: '',
  });
  expect((await linesOf(row.id)).map((l) => [l.quantity, l.unit])).toEqual([[100, 'g']]);
  expect((await mailRows('aisha@lagoon.example'))[0].text).toContain('12 Marina Road');
});

it("answers each invalid field with the form's message in the buyer's language and stores nothing", async () => {
  const email = 'invalid@example.com';
  const cases: [Record<string, unknown>, string, string][] = [
    [{ lines: [] }, 'lines', quoteMessages.noLines],
    [{ lines: [{ productId: 3, quantity: '0', unit: 'kg' }] }, 'lines.0.quantity', quoteMessages.quantity],
    [{ lines: [{ productId: 3, quantity: 'lots', unit: 'kg' }] }, 'lines.0.quantity', quoteMessages.quantity],
    [{ lines: [{ productId: 3, quantity: 5, unit: 'g' }] }, 'lines.0.unit', quoteMessages.unit],
    [{ lines: [{ productId: 'x', quantity: 5, unit: 'kg' }] }, 'lines.0.productId', quoteMessages.product],
    [{ incoterm: 'FAS' }, 'incoterm', quoteMessages.incoterm],
    [{ deliveryMonth: '2020-01' }, 'deliveryMonth', quoteMessages.month],
    [{ country: 'XX' }, 'country', quoteMessages.country],
    [{ company: ' ' }, 'company', quoteMessages.company],
    [{ phone: 'call me' }, 'phone', quoteMessages.phone],
    [
      { kind: 'sample', lines: [{ productId: 5, quantity: 2, unit: 'kg' }] },
      'lines.0.unit',
      quoteMessages.unit,
    ],
    [
      { kind: 'sample', lines: [{ productId: 5, quantity: 1500, unit: 'g' }] },
      'lines.0.quantity',
      quoteMessages.sampleTooLarge,
    ],
    [
      { kind: 'sample', lines: [{ productId: 5, quantity: 100, unit: 'g' }] },
      'shippingAddress',
      quoteMessages.address,
    ],
  ];
  for (const [i, [change, field, message]] of cases.entries()) {
    const response = await post({ ...quote, email, ...change }, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    expect(response.status).toBe(400);
    expect((await response.json()).fields[field]).toBe(message);
  }
  const arabic = await post(
    { ...quote, email, country: '' },
    { 'accept-language': 'ar', 'x-forwarded-for': '203.0.113.99' },
  );
  expect((await arabic.json()).fields.country).toBe(arabicMessages.country);
  expect(await requestsFrom(email)).toHaveLength(0);
  expect(mailTo(email)).toHaveLength(0);
});

it('refuses a product that is not on offer, naming its line, and keeps nothing (no row, no mail, no number)', async () => {
  await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, 9));
  try {
    const email = 'unpublished@example.com';
    const response = await post({
      ...quote,
      email,
      lines: [
        quote.lines[0],
        { productId: 9, quantity: 5, unit: 'kg' },
        { productId: 99_999, quantity: 1, unit: 'kg' },
      ],
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fields).toEqual({
      'lines.1.productId': quoteMessages.product,
      'lines.2.productId': quoteMessages.product,
    });
    expect(await requestsFrom(email)).toHaveLength(0);
    expect(await mailRows(email)).toHaveLength(0);
  } finally {
    await bed.testDb.db.update(products).set({ published: true }).where(eq(products.id, 9));
  }
});

it('numbers requests one after another, once each, under concurrent sends; each year starts again', async () => {
  const parsed = quoteRequestSchema.parse(quote);
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createQuoteRequest(
        { ...parsed, email: `burst-${i}@example.com` },
        'en',
        { ip: null, source: null },
        undefined,
        new Date(Date.UTC(2031, 5, 1)),
      ),
    ),
  );
  const references = results.map((r) => (r.ok ? r.request.reference : ''));
  expect(new Set(references).size).toBe(12);
  expect([...references].sort()).toEqual(
    Array.from({ length: 12 }, (_, i) => `KL-Q-2031-${String(i + 1).padStart(5, '0')}`),
  );
  const next = await createQuoteRequest(
    parsed,
    'en',
    { ip: null, source: null },
    undefined,
    new Date(Date.UTC(2032, 0, 1)),
  );
  expect(next.ok && next.request.reference).toBe('KL-Q-2032-00001');
  const stored = await bed.testDb.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(inArray(enquiries.reference, references as string[]));
  expect(stored).toHaveLength(12);
});

const send: Send = (changes, headers) => post({ ...quote, ...changes }, headers);

bed.itGuards(send, requestsFrom, {
  honeypot: 'silently drops a request whose honeypot is filled',
  otherSite: 'refuses a request posted from another site',
});

it('limits each address to 5 requests (quotes and samples together) per 10 minutes', async () => {
  await bed.expectRateLimited(
    (email, i) => post({ ...(i % 2 ? sample : quote), email }, { 'x-forwarded-for': '198.51.100.50' }),
    5,
    requestsFrom,
    /Please wait 10 minutes/,
  );
});

it('keeps the request and queues its mail when the mail server is down', async () => {
  bed.smtp.setRefusing(true);
  const response = await post({ ...quote, email: 'smtp-down@example.com' });
  expect(response.status).toBe(201);
  expect(await requestsFrom('smtp-down@example.com')).toHaveLength(1);
  const [queued] = await mailRows('smtp-down@example.com');
  expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
});
