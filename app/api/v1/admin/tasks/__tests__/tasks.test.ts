/**
 * @jest-environment node
 *
 * Owners' view of the background tasks that failed: a message the mail server refused on every
 * try is listed with its error and how many tries it had; Retry sends it (the mail server is back)
 * and it leaves the list; a retry of a task that is not failed is a 404; other roles get a 403.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, jsonOf, signIn } from '@/test/admin';
import { smtpForFile } from '@/test/smtp';
import { mailTask, MAX_TRIES, queueAndSend } from '@/lib/mail/queue';
import { outgoingMail } from '@/lib/db/schema';
import type { FailedTaskDto } from '@/lib/api/contract';
import { GET } from '../route';
import { POST } from '../[name]/[id]/retry/route';

const bed = adminTestBed();
const smtp = smtpForFile();

const list = async (): Promise<FailedTaskDto[]> =>
  jsonOf(await call(GET, bed.staff.request('GET', '/api/v1/admin/tasks')), 200);
const retry = (name: string, id: string) =>
  call(POST, bed.staff.request('POST', `/api/v1/admin/tasks/${name}/${id}/retry`), { name, id });

it('lists a message the mail server refused on every try, and Retry sends it', async () => {
  expect(await list()).toEqual([]);
  smtp.setRefusing(true);
  await queueAndSend(bed.testDb.db, { to: 'desk@example.com', subject: 'Refused every time', text: 'x' });
  for (let i = 1; i < MAX_TRIES; i++) await mailTask.runDue({ evenIfDeferred: true });

  const [failed] = await list();
  expect(failed).toMatchObject({ name: 'mail', tries: MAX_TRIES });
  expect(failed.error).toMatch(/to desk@example\.com not sent: .*Try again later/);
  expect(Date.parse(failed.failedAt)).toBeLessThanOrEqual(Date.now());

  smtp.setRefusing(false);
  expect((await retry('mail', failed.id)).status).toBe(200);
  await mailTask.runDue();
  expect(smtp.received.filter((m) => m.raw.includes('Subject: Refused every time'))).toHaveLength(1);
  const [row] = await bed.testDb.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, 'desk@example.com'));
  expect(row.status).toBe('sent');
  expect(await list()).toEqual([]);
  // Done, it is no longer failed: a second retry finds nothing.
  expect((await retry('mail', failed.id)).status).toBe(404);
});

it('answers 404 for a task that does not exist or a queue the site does not have', async () => {
  expect((await retry('mail', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await retry('mail', 'not-an-id')).status).toBe(404);
  expect((await retry('elsewhere', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

it('is for Owners only', async () => {
  const editor = await signIn(bed.testDb.db, 'editor-tasks@kinglife.test', 'editor');
  expect((await call(GET, editor.request('GET', '/api/v1/admin/tasks'))).status).toBe(403);
});
