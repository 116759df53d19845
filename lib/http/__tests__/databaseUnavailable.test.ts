/**
 * The database away (stopped, restarting): a request gets a clear 503 in the language of the page
 * that sent it, nothing is half-stored, and the same server works again once it is back, without a
 * restart. The app reaches the tests' PostgreSQL through a relay the test cuts and opens again.
 */
import { eq } from 'drizzle-orm';
import { GET as overview } from '@/app/api/v1/admin/overview/route';
import { POST as enquire } from '@/app/api/v1/enquiries/route';
import { sessionCookieName } from '@/lib/auth/cookies';
import { closeDb } from '@/lib/db/client';
import { enquiries } from '@/lib/db/schema';
import { unavailableText } from '@/lib/http/unavailable';
import { tempDataDir } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { publicPost } from '@/test/publicForm';
import { startTcpProxy } from '@/test/tcpProxy';

let testDb: TestDatabase;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let data: ReturnType<typeof tempDataDir>;

const enquiry = (email: string) => ({
  name: 'Hans Becker',
  email,
  service: 'Green Spice Extracts',
  message: 'Please quote 200 kg of black pepper oleoresin.',
});

beforeAll(async () => {
  data = tempDataDir(); // the mail outbox (no SMTP_URL)
  testDb = await freshDatabase({ seeded: true, useForApp: false });
  const direct = new URL(testDb.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  direct.port = String(proxy.port);
  process.env.DATABASE_URL = direct.toString();
  await closeDb();
});

afterAll(async () => {
  // The app's pool and task queue end through the relay, open again, before it goes.
  await testDb.drop();
  await proxy.cut();
  data.restore();
});

it('answers a public form 503 in its page language while the database is away, stores nothing, and works again once it is back', async () => {
  // A first enquiry opens the pool's connections, which the cut then drops.
  expect((await enquire(publicPost('/api/v1/enquiries', enquiry('before@example.com')))).status).toBe(201);
  await proxy.cut();

  for (const [language, message] of Object.entries(unavailableText)) {
    const response = await enquire(
      publicPost('/api/v1/enquiries', enquiry(`away-${language}@example.com`), {
        'accept-language': language,
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'unavailable', message });
  }

  await proxy.open();
  const back = Date.now();
  let status = 0;
  while (status !== 201 && Date.now() - back < 5_000) {
    status = (await enquire(publicPost('/api/v1/enquiries', enquiry('after@example.com')))).status;
  }
  expect(status).toBe(201);

  const stored = async (email: string) =>
    (await testDb.db.select().from(enquiries).where(eq(enquiries.email, email))).length;
  expect(await stored('before@example.com')).toBe(1);
  expect(await stored('away-en@example.com')).toBe(0);
  expect(await stored('away-ar@example.com')).toBe(0);
  expect(await stored('after@example.com')).toBe(1);
});

it('answers a staff request 503 in English (the admin is in English) while the database is away', async () => {
  await proxy.cut();
  try {
    const response = await overview(
      new Request('http://127.0.0.1:3000/api/v1/admin/overview', {
        headers: { cookie: `${sessionCookieName()}=any-token`, 'accept-language': 'ar' },
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable', message: unavailableText.en });
  } finally {
    await proxy.open();
  }
});
