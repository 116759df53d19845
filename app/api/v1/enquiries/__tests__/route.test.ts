import { eq } from 'drizzle-orm';
import { publicFormBed, publicPost, type Send } from '@/test/publicForm';
import { enquiries, outgoingMail, siteSettings } from '@/lib/db/schema';
import { enquiryMessages } from '@/features/enquiries/messages';
import { POST } from '../route';

const bed = publicFormBed();

const valid = {
  name: 'Hans Becker',
  email: 'h.becker@example.com',
  company: 'Rheinfeld GmbH',
  service: 'Green Spice Extracts',
  message: 'Please quote 200 kg of black pepper oleoresin.',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(publicPost('/api/v1/enquiries', body, headers));

async function enquiriesFrom(email: string) {
  return bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, email));
}

it('refuses a JSON body that does not say it is JSON, with the form message, and stores nothing', async () => {
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
    const email = `typed-${type.length}@example.com`;
    const response = await post({ ...valid, email }, { 'content-type': type });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'The form could not be read. Please reload the page and try again.',
    );
    expect(await enquiriesFrom(email)).toHaveLength(0);
  }
  expect(
    (
      await post(
        { ...valid, email: 'typed-json@example.com' },
        { 'content-type': 'application/json; charset=utf-8' },
      )
    ).status,
  ).toBe(201);
});

it('stores a valid enquiry, e-mails the staff address from the settings and acknowledges the visitor', async () => {
  await bed.testDb.db.update(siteSettings).set({ enquiryEmail: 'sales-desk@example.com' });
  const response = await post({ ...valid, email: 'first@example.com' });
  expect(response.status).toBe(201);

  const [row] = await enquiriesFrom('first@example.com');
  expect(row).toMatchObject({
    name: 'Hans Becker',
    company: 'Rheinfeld GmbH',
    service: 'Green Spice Extracts',
  });
  expect(row.ip).toBe('198.51.100.7');

  const staff = bed.smtp.received.find((m) => m.to.includes('sales-desk@example.com'));
  expect(staff?.raw).toContain('New enquiry from Hans Becker');
  expect(staff?.raw).toMatch(/Reply-To: first@example\.com/i);
  const ack = bed.smtp.received.find((m) => m.to.includes('first@example.com'));
  expect(ack?.raw).toContain('We have received your enquiry');
});

it('records the language the enquiry was sent in: Arabic from an Arabic page, else English', async () => {
  expect((await post({ ...valid, email: 'arabic@example.com' }, { 'accept-language': 'ar' })).status).toBe(
    201,
  );
  expect((await post({ ...valid, email: 'english@example.com' }, { 'accept-language': 'en' })).status).toBe(
    201,
  );
  expect(
    (await post({ ...valid, email: 'browser@example.com' }, { 'accept-language': 'de-DE,de;q=0.9' })).status,
  ).toBe(201);
  expect((await enquiriesFrom('arabic@example.com'))[0].language).toBe('ar');
  expect((await enquiriesFrom('english@example.com'))[0].language).toBe('en');
  expect((await enquiriesFrom('browser@example.com'))[0].language).toBe('en');
});

it("answers each invalid field with the form's own message and stores nothing", async () => {
  const cases: [Record<string, string>, string, string][] = [
    [{ name: '   ' }, 'name', enquiryMessages.name],
    [{ email: 'not-an-email' }, 'email', enquiryMessages.email],
    [{ email: 'a@b' }, 'email', 'Please enter a valid email address'],
    [{ service: '' }, 'service', enquiryMessages.service],
    [{ service: 'Free samples' }, 'service', enquiryMessages.service],
    [{ message: '' }, 'message', enquiryMessages.message],
  ];
  for (const [i, [change, field, message]] of cases.entries()) {
    const response = await post(
      { ...valid, email: 'invalid@example.com', ...change },
      { 'x-forwarded-for': `203.0.113.${i + 1}` },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields[field]).toBe(message);
  }
  expect(await enquiriesFrom('invalid@example.com')).toHaveLength(0);
});

it('refuses a body that is not JSON', async () => {
  expect((await post('name=x')).status).toBe(400);
});

const send: Send = (changes, headers) => post({ ...valid, ...changes }, headers);

bed.itGuards(send, enquiriesFrom, {
  honeypot: 'silently drops a submission whose honeypot is filled',
  otherSite: 'refuses a form posted from another site',
});

it('limits each address to 5 enquiries per 10 minutes with a 429 and a clear message', async () => {
  await bed.expectRateLimited(
    (email) => send({ email }),
    5,
    enquiriesFrom,
    /Please wait 10 minutes and try again/,
  );
  // Another address is not affected.
  expect(
    (await post({ ...valid, email: 'other@example.com' }, { 'x-forwarded-for': '198.51.100.8' })).status,
  ).toBe(201);
});

it('keeps the enquiry and queues the e-mails when the mail server is down', async () => {
  bed.smtp.setRefusing(true);
  const response = await post({ ...valid, email: 'smtp-down@example.com' });
  expect(response.status).toBe(201);
  expect(await enquiriesFrom('smtp-down@example.com')).toHaveLength(1);
  const queued = await bed.testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, 'smtp-down@example.com'));
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1 });
});

it('escapes what the visitor wrote in the HTML e-mail', async () => {
  await post({ ...valid, email: 'html@example.com', message: '<script>alert(1)</script> & <b>bold</b>' });
  const [ack] = await bed.testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, 'html@example.com'));
  expect(ack.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  expect(ack.html).not.toContain('<script>');
  expect(ack.text).toContain('<script>alert(1)</script>');
});

it('stores 200 concurrent enquiries from 200 addresses exactly once each, while one address stays limited', async () => {
  const before = await bed.testDb.db.$count(enquiries);
  const burst = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(
        { ...valid, email: `burst-${i}@example.com`, message: `Burst enquiry number ${i}` },
        { 'x-forwarded-for': `203.0.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      ),
    ),
  );
  expect(burst.map((r) => r.status)).toEqual(Array(200).fill(201));
  const stored = await bed.testDb.db.select({ email: enquiries.email }).from(enquiries);
  const burstEmails = stored.map((r) => r.email).filter((e) => e.startsWith('burst-'));
  expect(burstEmails).toHaveLength(200);
  expect(new Set(burstEmails).size).toBe(200);
  expect(await bed.testDb.db.$count(enquiries)).toBe(before + 200);

  // The per-address limit still holds under load: six at once from one address, five get in.
  const sameAddress = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      post({ ...valid, email: `same-${i}@example.com` }, { 'x-forwarded-for': '198.18.0.9' }),
    ),
  );
  expect(sameAddress.filter((r) => r.status === 201)).toHaveLength(5);
  expect(sameAddress.filter((r) => r.status === 429)).toHaveLength(1);
});

it('keeps where the visit came from, as its page sent it; a source that does not read is refused and nothing stored', async () => {
  const source = {
    utm: { source: 'newsletter', medium: 'email', campaign: 'nov-promo' },
    clickId: true,
    referrer: 'mail.example.com',
    landing: '/productPage',
    language: 'en',
  };
  const sent = encodeURIComponent(JSON.stringify(source));
  expect((await post({ ...valid, email: 'sourced@example.com' }, { 'x-visit-source': sent })).status).toBe(
    201,
  );
  expect((await enquiriesFrom('sourced@example.com'))[0].source).toEqual(source);
  expect((await post({ ...valid, email: 'unsourced@example.com' })).status).toBe(201);
  expect((await enquiriesFrom('unsourced@example.com'))[0].source).toBeNull();

  const forged = encodeURIComponent(JSON.stringify({ ...source, clickId: 'Cj0KCQiA' }));
  const refused = await post({ ...valid, email: 'forged@example.com' }, { 'x-visit-source': forged });
  expect(refused.status).toBe(400);
  expect((await refused.json()).message).toBe(
    'The form could not be read. Please reload the page and try again.',
  );
  expect(await enquiriesFrom('forged@example.com')).toHaveLength(0);
});
