/**
 * Crash safety, end to end: the app and its embedded PostgreSQL are SIGKILLed in the middle of a
 * burst of submissions, then started again on the same DATA_DIR. Every acknowledged (201)
 * submission must be there, the database healthy, no uploaded file without its row (nor a row
 * without its file), and the mail that was pending at the crash sent after the restart, once.
 *
 * The test runs its own instances (the launcher + next start on the built .next), not the
 * suite's server. The first instance's SMTP_URL names a port where nothing listens, so its mail
 * stays pending; the second is pointed at a local SMTP server (test/smtp.ts) that counts arrivals.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { jobs } from '@/features/careers/openings';
import { minimalPdf } from '../test/documents';
import { startSmtp } from '../test/smtp';
import { LAUNCHER } from '../scripts/launcher';
import { freePort } from '../lib/db/embedded';
import { withE2eDb } from './support/db';

const root = path.resolve(__dirname, '..');
const ENQUIRIES = 60;
const APPLICATIONS = 6;
/** The kill comes once this many submissions have been acknowledged. */
const KILL_AFTER_ACKS = 15;
/**
 * Mail that failed before the crash is tried again 30–60 s after its try (the mail task's pause,
 * lib/mail/queue.ts), by the worker of the server then running; mail the killed process held is
 * taken over once its heartbeat stops (10 s, looked for every 10 s: lib/tasks/tasks.ts).
 */
const MAIL_WITHIN_MS = 150_000;

interface Instance {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The launcher in its own process group (detached), so the whole app can be SIGKILLed at once. */
function launch(dataDir: string, port: number, smtpUrl: string): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    HSTS: '0',
    TRUSTED_PROXIES: 'loopback',
    SEED_DEMO: '0',
    SMTP_URL: smtpUrl,
    ADMIN_EMAIL: 'admin@kinglife.test',
    ADMIN_PASSWORD: 'crash-admin-password',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'node'),
    // As `npm start` runs it. PORT and HOSTNAME come from the environment: with `-p … -H
    // 127.0.0.1` on the command line this build answers GET / with a 308 to / (a redirect loop).
    [LAUNCHER, path.join(root, 'node_modules', '.bin', 'next'), 'start'],
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { child, port, output: () => output, exited };
}

function running(instance: Instance | undefined): boolean {
  return !!instance && instance.child.exitCode === null && instance.child.signalCode === null;
}

async function waitUntilUp(instance: Instance, ms = 120_000) {
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    if (!running(instance)) throw new Error(`The instance exited during its start:\n${instance.output()}`);
    last = await fetch(`http://127.0.0.1:${instance.port}/`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => `${response.status} ${response.headers.get('location') ?? ''}`.trim())
      .catch((error: Error) => String(error.cause ?? error.message));
    if (last === '200') return;
    await sleep(500);
  }
  throw new Error(`GET / did not answer 200 within ${ms} ms (last: ${last}):\n${instance.output()}`);
}

/** PostgreSQL's pid file: pid on line 1, port on line 4. */
function postmaster(dataDir: string): { pid: number; port: number } | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Alive and not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)])
      .toString()
      .trim()
      .startsWith('Z');
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)]).toString();
  } catch {
    return '';
  }
}

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    /* gone already */
  }
}

/** SIGKILL: the launcher's process group (launcher and Next), then the database server's group. */
function killHard(instance: Instance | undefined, postmasterPid: number | undefined) {
  if (instance?.child.pid) kill(-instance.child.pid, 'SIGKILL');
  if (postmasterPid) {
    kill(-postmasterPid, 'SIGKILL'); // the postmaster leads its own group: its backends die with it
    kill(postmasterPid, 'SIGKILL');
  }
}

async function waitForDeath(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await sleep(100);
  return !alive(pid);
}

/** The database of the instance running on `dataDir`. */
const withDb = <T>(dataDir: string, run: (client: Client) => Promise<T>) => withE2eDb(run, dataDir);

/** Letters only (names must be letters and spaces): 0 → "A", 1 → "B", 26 → "Ba". */
function letters(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text[0].toUpperCase() + text.slice(1);
}

/** A header of a raw message, unfolded, encoded words decoded, whitespace collapsed. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n(?=[ \t])/g, '');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = (line ?? '').slice(name.length + 1);
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const mailKey = (to: string, subject: string) =>
  `${to.toLowerCase()} | ${subject.replace(/\s+/g, ' ').trim()}`;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

interface Submission {
  kind: 'enquiry' | 'application';
  email: string;
  /** The visitor's name as the staff notification's subject shows it. */
  name: string;
  send: () => Promise<Response>;
  status?: number;
  error?: string;
}

test('@desktop SIGKILL of app and database mid-burst loses no acknowledged submission, orphans no file, sends pending mail once', async () => {
  test.setTimeout(240_000);
  const testInfo = test.info();
  let finished = false;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-crash-'));
  const run = Date.now().toString(36);
  let first: Instance | undefined;
  let second: Instance | undefined;
  let firstPostmaster: number | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  try {
    // 1. Instance #1, its mail server unreachable: every message stays pending.
    const deadSmtp = `smtp://127.0.0.1:${await freePort()}`;
    first = launch(dataDir, await freePort(), deadSmtp);
    await waitUntilUp(first);
    console.log(`[crash] instance #1 up on port ${first.port}`);
    firstPostmaster = postmaster(dataDir)?.pid;
    expect(firstPostmaster, 'postmaster.pid of instance #1').toBeGreaterThan(0);
    const { jobId, staffEmail } = await withDb(dataDir, async (client) => {
      const job = await client.query('SELECT id FROM jobs WHERE title = $1', [jobs[0].title]);
      const settings = await client.query('SELECT enquiry_email FROM site_settings LIMIT 1');
      return { jobId: job.rows[0].id as number, staffEmail: settings.rows[0].enquiry_email as string };
    });

    // 2. The burst, each request from its own address; the kill once enough are acknowledged.
    const base = `http://127.0.0.1:${first.port}`;
    const pdf = minimalPdf();
    const submissions: Submission[] = [];
    let address = 0;
    const nextAddress = () => {
      address++;
      return `10.${77 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`;
    };
    for (let i = 0; i < ENQUIRIES; i++) {
      const name = `Crash Enquirer ${letters(i)}`;
      const email = `crash-${run}-enquiry-${i}@example.com`;
      const ip = nextAddress();
      submissions.push({
        kind: 'enquiry',
        email,
        name,
        send: () =>
          fetch(`${base}/api/v1/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({
              name,
              email,
              company: 'Crash Test Trading',
              service: 'Exporting',
              message: `Enquiry ${i} of a burst cut short by a crash.`,
            }),
          }),
      });
      // The applications spread through the burst.
      if (i % (ENQUIRIES / APPLICATIONS) === 0) {
        const n = submissions.filter((s) => s.kind === 'application').length;
        const lastName = `Applicant ${letters(n)}`;
        const appEmail = `crash-${run}-application-${n}@example.com`;
        const appIp = nextAddress();
        submissions.push({
          kind: 'application',
          email: appEmail,
          name: `Crash ${lastName}`,
          send: () => {
            const form = new FormData();
            form.set('firstName', 'Crash');
            form.set('lastName', lastName);
            form.set('email', appEmail);
            form.set('phoneNumber', '0502418736');
            form.set('dob', '1994-06-12');
            form.set('qualification', 'B.Sc. Chemistry');
            form.set(
              'resume',
              new File([Buffer.from(pdf)], `Crash ${lastName} CV.pdf`, { type: 'application/pdf' }),
            );
            form.set('consent', 'true');
            form.set('jobId', String(jobId));
            return fetch(`${base}/api/v1/applications`, {
              method: 'POST',
              headers: { 'x-forwarded-for': appIp },
              body: form,
            });
          },
        });
      }
    }

    let acknowledgedSoFar = 0;
    let killedAt = -1;
    const crashed = first;
    const pid = firstPostmaster;
    await Promise.all(
      submissions.map((submission) =>
        submission
          .send()
          .then(async (response) => {
            submission.status = response.status;
            await response.arrayBuffer().catch(() => undefined);
            if (response.status === 201 && ++acknowledgedSoFar >= KILL_AFTER_ACKS && killedAt < 0) {
              killedAt = acknowledgedSoFar;
              killHard(crashed, pid);
            }
          })
          .catch((error: Error) => {
            submission.error = String(error.cause ?? error.message);
          }),
      ),
    );
    console.log(`[crash] burst settled, killed after ${killedAt} acknowledgements`);
    expect(killedAt, 'the kill happened during the burst').toBeGreaterThan(0);
    await first.exited;
    expect(await waitForDeath(firstPostmaster!, 15_000), 'the killed postmaster is gone').toBe(true);

    const acknowledged = submissions.filter((s) => s.status === 201);
    const failed = submissions.filter((s) => s.status === undefined);
    const refused = submissions.filter((s) => s.status !== undefined && s.status !== 201);
    // Nothing but 201 before the crash: a 4xx/5xx would mean a bad payload or a limit, not the kill.
    expect(
      refused.map((s) => `${s.kind} ${s.email}: ${s.status}`),
      'answers other than 201',
    ).toEqual([]);
    expect(failed.length, 'requests cut off by the kill').toBeGreaterThan(0);

    // 3. The mail server comes up; instance #2 on the same DATA_DIR.
    smtp = await startSmtp();
    second = launch(dataDir, await freePort(), smtp.url);
    const restartedAt = Date.now();
    await waitUntilUp(second);
    const restartMs = Date.now() - restartedAt;
    console.log(`[crash] instance #2 up after ${restartMs} ms`);

    // 4a. The database is healthy and holds every acknowledged submission.
    const health = await withDb(dataDir, async (client) => {
      const one = await client.query('SELECT 1 AS one');
      const recovery = await client.query('SELECT pg_is_in_recovery() AS recovering');
      const tables = await client.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      const counts: Record<string, number> = {};
      for (const { tablename } of tables.rows as { tablename: string }[]) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${tablename}"`);
        counts[tablename] = rows[0].n;
      }
      return { one: one.rows[0].one, recovering: recovery.rows[0].recovering, counts };
    });
    expect(health.one).toBe(1);
    expect(health.recovering).toBe(false);
    for (const table of ['enquiries', 'applications', 'uploaded_files', 'outgoing_mail', 'jobs']) {
      expect(Object.keys(health.counts)).toContain(table);
    }

    const emails = submissions.map((s) => s.email);
    const stored = await withDb(dataDir, async (client) => {
      const enquiryRows = await client.query('SELECT email FROM enquiries WHERE email = ANY($1)', [emails]);
      const applicationRows = await client.query(
        'SELECT a.email, f.key FROM applications a LEFT JOIN uploaded_files f ON f.id = a.resume_file_id WHERE a.email = ANY($1)',
        [emails],
      );
      return {
        emails: [...enquiryRows.rows, ...applicationRows.rows].map((r) => r.email as string),
        resumes: applicationRows.rows.map((r) => r.key as string | null),
      };
    });
    const lost = acknowledged.filter((s) => !stored.emails.includes(s.email));
    expect(
      lost.map((s) => `${s.kind} ${s.email}`),
      'acknowledged submissions missing after the restart',
    ).toEqual([]);
    // Each request was sent once: no submission may be stored twice.
    expect(new Set(stored.emails).size).toBe(stored.emails.length);
    expect(stored.resumes.every((key) => key !== null)).toBe(true);

    // 4b. No orphan: every file row has its bytes, every file on disk has its row.
    const uploads = path.join(dataDir, 'uploads');
    const fileRows = await withDb(dataDir, (client) =>
      client.query('SELECT key FROM uploaded_files').then((r) => r.rows.map((row) => row.key as string)),
    );
    const onDisk = walk(uploads).map((file) => path.relative(uploads, file).split(path.sep).join('/'));
    expect(
      fileRows.filter((key) => !onDisk.includes(key)),
      'uploaded_files rows without their file',
    ).toEqual([]);
    expect(
      onDisk.filter((key) => !fileRows.includes(key)),
      'files under uploads/ without a row',
    ).toEqual([]);

    // 4c. The pending mail goes out, each message once.
    const storedSet = new Set(stored.emails);
    const storedSubmissions = submissions.filter((s) => storedSet.has(s.email));
    const expectedFor = (s: Submission) => [
      s.kind === 'enquiry'
        ? mailKey(staffEmail, `New enquiry from ${s.name} (Exporting)`)
        : mailKey(staffEmail, `New application from ${s.name} for ${jobs[0].title}`),
      s.kind === 'enquiry'
        ? mailKey(s.email, 'We have received your enquiry')
        : mailKey(s.email, `Your application for ${jobs[0].title}`),
    ];
    const queued = () =>
      withDb(dataDir, (client) =>
        client.query('SELECT "to", subject, status, attempts FROM outgoing_mail ORDER BY id').then(
          (r) =>
            r.rows as {
              to: string;
              subject: string;
              status: 'pending' | 'sent' | 'failed';
              attempts: number;
            }[],
        ),
      );
    const received = smtp.received;
    const mailStartedAt = Date.now();
    await expect
      .poll(
        async () => {
          const rows = await queued();
          return rows.some((row) => row.status !== 'sent') || received.length < rows.length;
        },
        { timeout: MAIL_WITHIN_MS, intervals: [1_000] },
      )
      .toBe(false);
    const mailMs = Date.now() - mailStartedAt;
    await sleep(3_000); // a duplicate would arrive now
    const rows = await queued();

    const deliveries = new Map<string, number>();
    for (const mail of received) {
      for (const to of mail.to) {
        const key = mailKey(to, header(mail.raw, 'Subject'));
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      }
    }
    const queuedKeys = rows.map((row) => mailKey(row.to, row.subject));
    expect(new Set(queuedKeys).size, 'no message queued twice').toBe(queuedKeys.length);
    expect(
      queuedKeys
        .filter((key) => deliveries.get(key) !== 1)
        .map((key) => `${key}: ${deliveries.get(key) ?? 0}`),
      'queued messages not delivered exactly once',
    ).toEqual([]);
    expect(
      [...deliveries.keys()].filter((key) => !queuedKeys.includes(key)),
      'delivered messages that were never queued',
    ).toEqual([]);
    expect(received.length).toBe(rows.length);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    // The acknowledged submissions' messages were queued before the 201: both must have gone out.
    expect(
      acknowledged.flatMap(expectedFor).filter((key) => deliveries.get(key) !== 1),
      'mail of acknowledged submissions not delivered exactly once',
    ).toEqual([]);
    // Every message belongs to a stored submission.
    const expectedKeys = new Set(storedSubmissions.flatMap(expectedFor));
    expect(queuedKeys.filter((key) => !expectedKeys.has(key))).toEqual([]);
    // A submission and its mail are stored in one transaction: even one stored in the instant
    // before the kill, its 201 never sent, has both its messages.
    const withoutMail = storedSubmissions.filter(
      (s) => !expectedFor(s).every((key) => queuedKeys.includes(key)),
    );
    expect(
      withoutMail.map((s) => `${s.kind} ${s.email}`),
      'stored submissions without their mail',
    ).toEqual([]);

    const figures = {
      sent: submissions.length,
      acknowledged: acknowledged.length,
      killedAfterAcks: killedAt,
      cutOff: failed.length,
      stored: storedSubmissions.length,
      storedUnacknowledged: storedSubmissions.length - acknowledged.length,
      storedWithoutMail: withoutMail.length,
      lost: lost.length,
      uploadedFiles: fileRows.length,
      mailsQueued: rows.length,
      mailsDelivered: received.length,
      mailRetriedBeforeCrash: rows.filter((row) => row.attempts > 1).length,
      restartMs,
      mailMs,
    };
    console.log(`[crash] ${JSON.stringify(figures)}`);
    testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) });
    finished = true;
  } finally {
    if (running(first)) killHard(first, firstPostmaster);
    if (second && running(second)) {
      const serverPid = postmaster(dataDir)?.pid;
      kill(second.child.pid!, 'SIGTERM'); // the launcher stops Next, then PostgreSQL
      const stopped = await Promise.race([second.exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) killHard(second, serverPid);
      if (serverPid && !(await waitForDeath(serverPid, 15_000))) killHard(undefined, serverPid);
    }
    // Whatever a failure left: a server still serving this DATA_DIR (checked, pids get reused).
    const left = postmaster(dataDir);
    if (left && alive(left.pid) && commandOf(left.pid).includes(dataDir)) killHard(undefined, left.pid);
    await smtp?.close();
    if (!finished) {
      await testInfo.attach('instance-1.log', { body: first?.output() ?? '', contentType: 'text/plain' });
      await testInfo.attach('instance-2.log', { body: second?.output() ?? '', contentType: 'text/plain' });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
