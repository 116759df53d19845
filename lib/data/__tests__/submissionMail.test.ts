import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { getDb } from '../../db/client';
import { enquiries, outgoingMail } from '../../db/schema';
import { createEnquiry } from '@/features/enquiries/data';

/** A submission and the mail about it are one transaction: a crash can never split them. */
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: false });
});
afterAll(async () => {
  await testDb.drop();
});

const input = {
  name: 'Hans Becker',
  email: 'hans@example.com',
  company: 'Rheinfeld GmbH',
  service: 'Green Spice Extracts' as const,
  message: 'Please send a quotation.',
};
const message = (to: string) => ({ to, subject: 'About your enquiry', text: 'Thank you.' });

it('stores the enquiry with its mail, both claimed for sending', async () => {
  const { enquiry, queued } = await createEnquiry(input, 'en', { ip: null, source: null }, (row) => [
    message('desk@example.com'),
    message(row.email),
  ]);
  expect(queued.map((mail) => mail.to)).toEqual(['desk@example.com', 'hans@example.com']);
  const rows = await getDb().select().from(outgoingMail);
  expect(rows.map((row) => row.to).sort()).toEqual(['desk@example.com', 'hans@example.com']);
  expect(await getDb().select().from(enquiries).where(eq(enquiries.id, enquiry.id))).toHaveLength(1);
});

it('keeps neither when the mail cannot be stored', async () => {
  const before = (await getDb().select().from(enquiries)).length;
  const mailBefore = (await getDb().select().from(outgoingMail)).length;
  await expect(
    createEnquiry({ ...input, email: 'second@example.com' }, 'en', { ip: null, source: null }, () => [
      message('desk@example.com'),
      // A NUL byte: PostgreSQL refuses it, so the second insert fails inside the transaction.
      message('bad\u0000@example.com'),
    ]),
  ).rejects.toThrow();
  expect(await getDb().select().from(enquiries)).toHaveLength(before);
  expect(await getDb().select().from(outgoingMail)).toHaveLength(mailBefore);
});
