/**
 * @jest-environment node
 *
 * The buyer's page behind its endpoints, on the real database and a real SMTP server: staff move a
 * request on (each step mailed once, in the buyer's language, with the carrier's tracking page and
 * a signed link to the PDF), the buyer reads their timeline, adds a message staff see, keeps
 * lists; and a buyer never reaches anything of another buyer's, nor anything of the admin.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, request, type Handler } from '@/test/admin';
import { fileOf, minimalDocx, minimalPdf } from '@/test/documents';
import { plainTextOf, startSmtp } from '@/test/smtp';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { buyerSignInLinks } from '@/features/buyers/tables';
import { LISTS_PER_BUYER } from '@/features/buyers/lists';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { buyerCookieName } from '@/lib/auth/cookies';
import { enquiries, outgoingMail } from '@/lib/db/schema';
import { mailTask } from '@/lib/mail/queue';
import { PUT as STATUS } from '../../admin/enquiries/[id]/status/route';
import { GET as LIST } from '../../admin/enquiries/route';
import { GET as STAFF_FILE } from '../../admin/enquiries/[id]/files/[stepId]/route';
import { POST as SIGN_IN, DELETE as SIGN_OUT } from '../session/route';
import { GET as REQUEST } from '../requests/[key]/route';
import { POST as MESSAGE } from '../requests/[key]/messages/route';
import { GET as FILE } from '../files/[stepId]/route';
import { GET as LISTS, POST as SAVE_LIST } from '../lists/route';
import { DELETE as DELETE_LIST } from '../lists/[id]/route';

const bed = adminTestBed();
let smtp: Awaited<ReturnType<typeof startSmtp>>;

/** Two buyers' requests: Hans (a sample, in English) and Layla (a quote, in Arabic). */
const sent = { hans: { id: 0, reference: '' }, layla: { id: 0, reference: '' } };

async function send(kind: 'quote' | 'sample', email: string, language: 'en' | 'ar') {
  const stored = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind,
      lines:
        kind === 'sample'
          ? [
              { productId: 3, quantity: 250, unit: 'g' },
              { productId: 5, quantity: 100, unit: 'mL' },
            ]
          : [{ productId: 7, quantity: 2, unit: 'MT' }],
      company: 'Test Co',
      name: email.split('@')[0],
      email,
      country: 'DE',
      incoterm: 'FOB',
      shippingAddress: 'Hafenstraße 1, Hamburg',
    }),
    language,
    { ip: null, source: null },
  );
  if (!stored.ok) throw new Error('not stored');
  return { id: stored.request.id, reference: stored.request.reference! };
}

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  sent.hans = await send('sample', 'Hans@Rheinfeld.example', 'en');
  sent.layla = await send('quote', 'layla@gulfflavours.ae', 'ar');
  await mailTask.runDue();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

/** A buyer signed in as the page does it: a mailed link's token POSTed, the cookie kept. */
async function signedIn(email: string) {
  const token = randomToken();
  await bed.testDb.db.insert(buyerSignInLinks).values({
    tokenHash: sha256(token),
    email: email.toLowerCase(),
    expiresAt: new Date(Date.now() + 60_000),
  });
  const response = await call(SIGN_IN, request('POST', '/api/v1/buyer/session', { json: { token } }));
  expect(response.status).toBe(200);
  const cookie = /^([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1];
  expect(cookie.startsWith(`${buyerCookieName()}=`)).toBe(true);
  return {
    cookie,
    get: (handler: Handler, url: string, params: Record<string, string | number>) =>
      call(handler, request('GET', url, { cookie }), params),
    post: (handler: Handler, url: string, json: unknown, params: Record<string, string | number> = {}) =>
      call(handler, request('POST', url, { cookie, json }), params),
  };
}

const setStatus = (id: number, form: Record<string, string | File>) =>
  call(STATUS, bed.staff.request('PUT', `/api/v1/admin/enquiries/${id}/status`, { form }), { id });

/** The mails to `to` that went through SMTP, as their readers see them. */
async function mailsTo(to: string) {
  await mailTask.runDue();
  return smtp.received
    .filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    .map((m) => plainTextOf(m.raw));
}

it("mails each step staff take once, in the buyer's language, with the tracking page and the PDF", async () => {
  const before = (await mailsTo('hans@rheinfeld.example')).length;
  expect((await setStatus(sent.hans.id, { status: 'in_review' })).status).toBe(200);
  const shipped = await setStatus(sent.hans.id, {
    status: 'shipped',
    carrier: 'dhl',
    tracking: '1234567890',
    reply: 'Your samples left Jebel Ali today.',
    file: fileOf(minimalPdf('Certificate of analysis'), 'CoA KL-2411-07.pdf'),
  });
  expect(shipped.status).toBe(200);
  const dto = await shipped.json();
  expect(dto.steps.map((s: { status: string }) => s.status)).toEqual(['in_review', 'shipped']);
  expect(dto.steps[1]).toMatchObject({
    carrier: 'dhl',
    tracking: '1234567890',
    trackingUrl:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    attachment: { name: 'CoA KL-2411-07.pdf' },
  });
  // Saving again with nothing new (the form shows the last carrier and number) is no step, no mail.
  const again = await setStatus(sent.hans.id, { status: 'shipped', carrier: 'dhl', tracking: '1234567890' });
  expect((await again.json()).steps).toHaveLength(2);

  const mails = (await mailsTo('hans@rheinfeld.example')).slice(before);
  expect(mails).toHaveLength(2);
  expect(mails[0]).toContain(`${sent.hans.reference} is now: In review`);
  expect(mails[1]).toContain('Sample shipped');
  expect(mails[1]).toContain('tracking-id=1234567890');
  expect(mails[1]).toContain('Your samples left Jebel Ali today.');
  const [row] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, sent.hans.id));
  expect(row.firstAnsweredAt).toBeInstanceOf(Date);

  // The mailed link opens the PDF without signing in; a changed one does not.
  const link = /https?:\/\/\S+\/api\/v1\/buyer\/files\/(\d+)\?\S+/.exec(mails[1])!;
  const url = new URL(link[0]);
  const byLink = await call(FILE, request('GET', `${url.pathname}${url.search}`), { stepId: link[1] });
  expect(byLink.status).toBe(200);
  expect(byLink.headers.get('content-type')).toBe('application/pdf');
  expect(byLink.headers.get('cache-control')).toBe('private, no-store');
  const forged = url.search.replace(/signature=[^&]+/, 'signature=AAAA');
  expect((await call(FILE, request('GET', `${url.pathname}${forged}`), { stepId: link[1] })).status).toBe(
    403,
  );
  // Staff download it from the request's card.
  const staffFile = await call(
    STAFF_FILE,
    bed.staff.request('GET', `/api/v1/admin/enquiries/${sent.hans.id}/files/${link[1]}`),
    { id: sent.hans.id, stepId: link[1] },
  );
  expect(staffFile.status).toBe(200);
});

it("mails an Arabic request's steps in Arabic", async () => {
  expect((await setStatus(sent.layla.id, { status: 'quoted', reply: 'USD 41/kg FOB' })).status).toBe(200);
  const [mail] = (await mailsTo('layla@gulfflavours.ae')).slice(-1);
  expect(mail).toContain(`أصبح طلبك ${sent.layla.reference} الآن: أُرسل عرض السعر`);
  expect(mail).toContain('USD 41/kg FOB');
});

it('refuses a shipment without its carrier and number, and a file that is not a PDF, keeping nothing', async () => {
  const noTracking = await setStatus(sent.layla.id, { status: 'shipped' });
  expect(noTracking.status).toBe(400);
  expect((await noTracking.json()).fields).toEqual({
    carrier: 'Choose the carrier the sample went with.',
    tracking: 'Enter the tracking number the carrier gave.',
  });
  const notPdf = await setStatus(sent.layla.id, {
    status: 'closed',
    file: fileOf(minimalDocx(), 'quote.pdf'),
  });
  expect(notPdf.status).toBe(400);
  expect((await notPdf.json()).fields.file).toBeDefined();
  const [row] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, sent.layla.id));
  expect(row.status).toBe('quoted');
});

it('shows a buyer their request with its timeline, and their message to staff at once', async () => {
  const hans = await signedIn('hans@rheinfeld.example');
  const byReference = await hans.get(REQUEST, `/api/v1/buyer/requests/${sent.hans.reference}`, {
    key: sent.hans.reference,
  });
  expect(byReference.status).toBe(200);
  expect(byReference.headers.get('cache-control')).toBe('private, no-store');
  const view = await byReference.json();
  expect(view).toMatchObject({ id: sent.hans.id, kind: 'sample', status: 'shipped' });
  expect(view.lines).toHaveLength(2);
  expect(view.steps.at(-1).trackingUrl).toContain('dhl.com');

  const message = await hans.post(
    MESSAGE,
    `/api/v1/buyer/requests/${sent.hans.id}/messages`,
    { message: 'Please send the CoA of lot KL-2411-07 too.' },
    { key: sent.hans.id },
  );
  expect(message.status).toBe(201);
  const staffList = await (
    await call(LIST, bed.staff.request('GET', `/api/v1/admin/enquiries?q=${sent.hans.reference}`))
  ).json();
  const card = staffList.items.find((i: { id: number }) => i.id === sent.hans.id);
  expect(card.read).toBe(false);
  expect(card.steps.at(-1)).toMatchObject({
    author: 'buyer',
    message: 'Please send the CoA of lot KL-2411-07 too.',
  });
  const empty = await hans.post(
    MESSAGE,
    `/api/v1/buyer/requests/${sent.hans.id}/messages`,
    { message: ' ' },
    {
      key: sent.hans.id,
    },
  );
  expect((await empty.json()).fields.message).toBe('Please write your message');
});

it('gives a buyer 404 for every id, reference and file of another buyer, and nothing without a session', async () => {
  const hans = await signedIn('hans@rheinfeld.example');
  const layla = await signedIn('layla@gulfflavours.ae');
  const laylaSteps = (
    await (await layla.get(REQUEST, `/api/v1/buyer/requests/${sent.layla.id}`, { key: sent.layla.id })).json()
  ).steps as { id: number }[];
  const hansView = await (
    await hans.get(REQUEST, `/api/v1/buyer/requests/${sent.hans.id}`, { key: sent.hans.id })
  ).json();
  const hansFileStep = hansView.steps.find((s: { attachment: unknown }) => s.attachment).id as number;

  // Layla walks Hans's request by id and reference, and ids around hers.
  for (const key of [
    sent.hans.id,
    sent.hans.reference,
    sent.hans.reference.toLowerCase(),
    sent.layla.id + 1,
    0,
    'x',
  ]) {
    expect((await layla.get(REQUEST, `/api/v1/buyer/requests/${key}`, { key })).status).toBe(404);
  }
  const walk = await layla.post(
    MESSAGE,
    `/api/v1/buyer/requests/${sent.hans.id}/messages`,
    { message: 'hi' },
    {
      key: sent.hans.id,
    },
  );
  expect(walk.status).toBe(404);
  // Hans's file, and every step id around it, is not Layla's.
  for (const stepId of [hansFileStep, ...laylaSteps.map((s) => s.id + 1000)]) {
    const file = await call(FILE, request('GET', `/api/v1/buyer/files/${stepId}`, { cookie: layla.cookie }), {
      stepId,
    });
    expect(file.status).toBe(404);
  }
  // Hans gets his own file with his session.
  const own = await call(
    FILE,
    request('GET', `/api/v1/buyer/files/${hansFileStep}`, { cookie: hans.cookie }),
    {
      stepId: hansFileStep,
    },
  );
  expect(own.status).toBe(200);

  // No session, or a staff session, is no buyer.
  expect(
    (await call(REQUEST, request('GET', `/api/v1/buyer/requests/${sent.hans.id}`), { key: sent.hans.id }))
      .status,
  ).toBe(401);
  const asStaff = await call(REQUEST, bed.staff.request('GET', `/api/v1/buyer/requests/${sent.hans.id}`), {
    key: sent.hans.id,
  });
  expect(asStaff.status).toBe(401);
  // A buyer's cookie opens nothing of the admin.
  const admin = await call(LIST, request('GET', '/api/v1/admin/enquiries', { cookie: hans.cookie }));
  expect(admin.status).toBe(401);

  // Signed out, the cookie is worth nothing.
  const out = await call(SIGN_OUT, request('DELETE', '/api/v1/buyer/session', { cookie: hans.cookie }));
  expect(out.status).toBe(200);
  expect(
    (await hans.get(REQUEST, `/api/v1/buyer/requests/${sent.hans.id}`, { key: sent.hans.id })).status,
  ).toBe(401);
});

it("keeps a buyer's named lists, theirs only, up to the limit", async () => {
  const layla = await signedIn('layla@gulfflavours.ae');
  const hans = await signedIn('hans@rheinfeld.example');
  const saved = await layla.post(SAVE_LIST, '/api/v1/buyer/lists', {
    name: 'Ramadan blends',
    productIds: [3, 7, 3],
  });
  expect(saved.status).toBe(201);
  const list = await saved.json();
  expect(list).toMatchObject({ name: 'Ramadan blends', productIds: [3, 7] });
  expect(await (await layla.get(LISTS, '/api/v1/buyer/lists', {})).json()).toEqual([list]);
  expect(await (await hans.get(LISTS, '/api/v1/buyer/lists', {})).json()).toEqual([]);

  const refused = await layla.post(SAVE_LIST, '/api/v1/buyer/lists', { name: '', productIds: [] });
  expect((await refused.json()).fields).toEqual({
    name: 'Please give the list a name',
    productIds: 'A list needs at least one product',
  });
  const notHis = await call(
    DELETE_LIST,
    request('DELETE', `/api/v1/buyer/lists/${list.id}`, { cookie: hans.cookie }),
    {
      id: list.id,
    },
  );
  expect(notHis.status).toBe(404);

  for (let i = 1; i < LISTS_PER_BUYER; i++)
    expect(
      (await layla.post(SAVE_LIST, '/api/v1/buyer/lists', { name: `List ${i}`, productIds: [1] })).status,
    ).toBe(201);
  const over = await layla.post(SAVE_LIST, '/api/v1/buyer/lists', { name: 'One more', productIds: [1] });
  expect(over.status).toBe(409);
  const gone = await call(
    DELETE_LIST,
    request('DELETE', `/api/v1/buyer/lists/${list.id}`, { cookie: layla.cookie }),
    {
      id: list.id,
    },
  );
  expect(gone.status).toBe(200);
  expect(await bed.testDb.db.$count(outgoingMail)).toBeGreaterThan(0);
});
