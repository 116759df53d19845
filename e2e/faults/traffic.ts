/**
 * Traffic through the several-servers stack while a part of it fails (e2e/faults): public pages,
 * the search index and a picture through Varnish; enquiries and quote requests, each with a marker
 * of its own, and staff saves through nginx. It keeps every answer, then says what a fault cost:
 * answers by status, answers slower than 2 s, acknowledged submissions missing afterwards, mails
 * sent twice, and how long the site took to work again after the part returned.
 */
import net from 'node:net';
import { expect } from '@playwright/test';
import { Client } from 'pg';
import { endpoints } from '../../lib/api/contract';
import { minimalPdf } from '../../lib/db/samplePdf';
import { apiUrl } from '../../lib/routing/routes';
import type { Stack } from '../instances/stack';

export type Kind = 'page' | 'form' | 'staff';

export interface Answer {
  kind: Kind;
  what: string;
  status: number;
  ms: number;
  /** For a page that failed: what answered it (Varnish's cache state and the first words), to read in the report. */
  seen?: string;
}

interface Submission {
  marker: string;
  email: string;
  /** Mails each acknowledged submission sends: the staff notice and the buyer's acknowledgement. */
  mails: number;
}

const SLOW_MS = 2000;

let serial = 0;
/** A marker no other request of the run carries, and a client address of its own (the forms' per-address limit). */
function next() {
  serial += 1;
  return {
    marker: `fault${Date.now().toString(36)}n${serial}x`,
    ip: `198.51.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`,
  };
}

/** The public pages, the search index and a product picture, as a CDN visitor asks for them. */
export async function publicPaths(stack: Stack): Promise<string[]> {
  const html = await (await fetch(`${stack.varnish}/productPage/ProductDetailedPage/1`)).text();
  const picture = html.match(/<img[^>]+src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!picture) throw new Error('the product page shows no picture');
  return [
    '/',
    '/ar',
    '/productPage',
    '/productPage/ProductDetailedPage/1',
    '/ar/blogPage',
    '/search-index.json',
    picture,
  ];
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Rows of `sql` in the stack's database. */
export async function query<T extends object>(databaseUrl: string, sql: string, values: unknown[] = []) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A job application with its résumé (a PDF), as the careers page sends it, through nginx. */
export function applicationRequest(stack: Stack, jobId: number, language: 'en' | 'ar' = 'en') {
  const { marker, ip } = next();
  const email = `applicant-${marker}@example.com`;
  const form = () => {
    const body = new FormData();
    for (const [field, value] of Object.entries({
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      phoneNumber: '0501234567',
      dob: '1990-01-01',
      qualification: `BSc Chemistry, reference ${marker}`,
      consent: 'true',
      jobId: String(jobId),
    }))
      body.append(field, value);
    body.append(
      'resume',
      new Blob([new Uint8Array(minimalPdf(marker))], { type: 'application/pdf' }),
      'cv.pdf',
    );
    return body;
  };
  const send = () =>
    fetch(`${stack.nginx}${apiUrl(endpoints.applications.path)}`, {
      method: 'POST',
      headers: { 'accept-language': language, 'x-forwarded-for': ip },
      body: form(),
    });
  return { email, form, send };
}

export function formRequest(stack: Stack, language: 'en' | 'ar' = 'en') {
  const { marker, ip } = next();
  const email = `buyer-${marker}@example.com`;
  const quote = serial % 2 === 0;
  const body = quote
    ? {
        kind: 'quote',
        lines: [{ productId: 3, quantity: 500, unit: 'kg', packaging: '' }],
        company: 'Rheinfeld GmbH',
        name: 'Hans Becker',
        email,
        country: 'DE',
        incoterm: 'CIF',
        deliveryMonth: '',
        message: `Reference ${marker}.`,
      }
    : {
        name: 'Hans Becker',
        email,
        company: 'Rheinfeld GmbH',
        service: 'Purchase',
        message: `Please quote 200 kg of black pepper oleoresin, reference ${marker}.`,
      };
  const path = quote ? endpoints.quoteRequests.path : endpoints.enquiries.path;
  const send = () =>
    fetch(`${stack.nginx}${apiUrl(path)}`, {
      method: 'POST',
      // No Origin, as a script's request: the recipe's nginx passes the Host without the test's port.
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify(body),
    });
  return {
    submission: { marker, email, mails: 2 } satisfies Submission,
    send,
    what: quote ? 'quote request' : 'enquiry',
  };
}

/**
 * Runs `lanes` loops of requests until stopped: each turn a page through Varnish, and every third
 * a form through nginx; `staffSave` (a signed-in save), when given, every 25th.
 */
export function startTraffic(stack: Stack, paths: string[], staffSave?: () => Promise<number>, lanes = 4) {
  const answers: Answer[] = [];
  const acknowledged: Submission[] = [];
  let running = true;
  const timed = async (kind: Kind, what: string, call: () => Promise<number | [number, string]>) => {
    const started = performance.now();
    let status: number;
    let seen: string | undefined;
    try {
      const answered = await call();
      [status, seen] = typeof answered === 'number' ? [answered, undefined] : answered;
    } catch {
      status = 0; // no answer at all
    }
    answers.push({ kind, what, status, ms: performance.now() - started, seen });
    return status;
  };
  const loops = Array.from({ length: lanes }, async (_, lane) => {
    for (let turn = lane; running; turn++) {
      const path = paths[turn % paths.length];
      await timed('page', path, async (): Promise<[number, string]> => {
        const response = await fetch(`${stack.varnish}${path}`, { redirect: 'manual' });
        const body = await response.text();
        const seen =
          response.status === 200
            ? ''
            : `X-Cache ${response.headers.get('x-cache')}, Age ${response.headers.get('age')}, ` +
              `X-Request-Id ${response.headers.get('x-request-id')}: ${body.replace(/\s+/g, ' ').slice(0, 160)}`;
        return [response.status, seen];
      });
      if (turn % 3 === 0) {
        const form = formRequest(stack, turn % 2 ? 'ar' : 'en');
        const status = await timed('form', form.what, async () => {
          const response = await form.send();
          await response.arrayBuffer();
          return response.status;
        });
        if (status === 201) acknowledged.push(form.submission);
      }
      if (staffSave && turn % 25 === 0) await timed('staff', 'settings save', staffSave);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    answers,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Milliseconds from now until a form sent through nginx is acknowledged (201), checking every 100 ms. */
export async function timeToRecover(
  stack: Stack,
  limitMs = 60_000,
): Promise<{ ms: number; submission?: Submission }> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const form = formRequest(stack);
    const status = await form
      .send()
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 201) return { ms: performance.now() - started, submission: form.submission };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ms: Infinity };
}

/** Acknowledged submissions the database does not hold. */
export async function lostSubmissions(databaseUrl: string, submissions: Submission[]): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'SELECT email FROM enquiries WHERE email = ANY($1)',
      [submissions.map((s) => s.email)],
    );
    const stored = new Set(rows.map((row) => row.email));
    return submissions.filter((s) => !stored.has(s.email)).map((s) => s.marker);
  } finally {
    await client.end();
  }
}

/**
 * Mails that arrived more than once: `resent`, copies of one message (the same Message-ID: its
 * sending could not be recorded, so it was sent again, and mail systems fold the copies into one);
 * `doubled`, one mail queued twice (two Message-IDs for the same submission, address and subject).
 */
export function duplicateMails(
  stack: Stack,
  submissions: Submission[],
): { resent: number; doubled: number; examples: string[] } {
  const markers = new Set(submissions.map((s) => s.marker));
  const copies = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  for (const mail of stack.smtp.received) {
    const marker = mail.raw.match(/fault[a-z0-9]+n\d+x/)?.[0];
    if (!marker || !markers.has(marker)) continue;
    const messageId = mail.raw.match(/^Message-ID: (.*)$/im)?.[1] ?? '';
    copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
    const subject = mail.raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
    const key = `${mail.to.join(',')}|${marker}|${subject}`;
    ids.set(key, (ids.get(key) ?? new Set()).add(messageId));
  }
  const doubled = [...ids].filter(([, set]) => set.size > 1);
  return {
    resent: [...copies.values()].filter((n) => n > 1).length,
    doubled: doubled.length,
    examples: doubled.slice(0, 3).map(([key, set]) => `${key}: ${[...set].join(' ')}`),
  };
}

/** Mails of `submissions` delivered so far. */
export function deliveredMails(stack: Stack, submissions: Submission[]): number {
  const markers = new Set(submissions.map((s) => s.marker));
  return stack.smtp.received.filter((mail) => {
    const marker = mail.raw.match(/fault[a-z0-9]+n\d+x/)?.[0];
    return marker !== undefined && markers.has(marker);
  }).length;
}

/** The answers that were not `expected`, counted by what was asked and the status. */
export function unexpected(answers: Answer[], expected: (answer: Answer) => boolean): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers.filter((a) => !expected(a))) {
    const key = `${answer.kind} ${answer.what} → ${answer.status || 'no answer'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The fault's line of the report. */
export function reportLine(
  fault: string,
  answers: Answer[],
  {
    lost,
    duplicates,
    recoveryMs,
  }: { lost: number; duplicates: { resent: number; doubled: number }; recoveryMs: number },
): string {
  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    const key = `${answer.kind} ${answer.status || 'none'}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const statuses = [...byStatus]
    .sort()
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
  const slow = answers.filter((answer) => answer.ms > SLOW_MS).length;
  const recovery = Number.isFinite(recoveryMs) ? `${(recoveryMs / 1000).toFixed(2)} s` : 'never';
  return `[fault] ${fault}: ${answers.length} requests (${statuses}); slower than 2 s: ${slow}; lost: ${lost}; sent twice: ${duplicates.doubled} (and ${duplicates.resent} resent with the same Message-ID); working again ${recovery} after it returned`;
}

/**
 * A slow client (slowloris): `headers` sends a request's headers a few bytes every 2 s and never
 * ends them; `body` sends a POST's headers whole, then a little of its body, then stalls. Resolves
 * with the milliseconds until the server closed the connection, or Infinity if it held it until
 * `giveUpMs`.
 */
export function slowClient(port: number, kind: 'headers' | 'body', giveUpMs = 30_000): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let trickle: NodeJS.Timeout | undefined;
    const done = (ms: number) => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(ms);
    };
    const giveUp = setTimeout(() => done(Infinity), giveUpMs);
    socket.on('close', () => done(performance.now() - started));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('connect', () => {
      if (kind === 'headers') {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        let n = 0;
        trickle = setInterval(() => socket.write(`X-Slow-${n++}: 1\r\n`), 2000);
      } else {
        socket.write(
          `POST ${apiUrl(endpoints.enquiries.path)} HTTP/1.1\r\nHost: localhost\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"',
        );
      }
    });
    socket.on('data', () => undefined);
  });
}

/** The statuses a fault's traffic may answer, by kind of request. */
export type Allowed = Partial<Record<Kind, number[]>>;

/**
 * A fault's reckoning: its `[fault]` line printed (`more` after it), then what must hold checked:
 * every answer one `allowed` for its kind, and no acknowledged submission missing afterwards.
 */
export async function reckon(
  stack: Stack,
  fault: string,
  answers: Answer[],
  acknowledged: Submission[],
  { allowed, recoveryMs, more = '' }: { allowed: Allowed; recoveryMs: number; more?: string },
) {
  const lost = await lostSubmissions(stack.databaseUrl, acknowledged);
  const duplicates = duplicateMails(stack, acknowledged);
  console.log(reportLine(fault, answers, { lost: lost.length, duplicates, recoveryMs }) + more);
  const refused = answers.filter(
    (answer) => !(allowed[answer.kind]?.includes(answer.status) ?? false) && answer.seen,
  );
  for (const what of new Set(refused.map((answer) => answer.what)))
    console.log(`[fault] first unexpected answer for ${what}: ${refused.find((a) => a.what === what)!.seen}`);
  expect(unexpected(answers, (answer) => allowed[answer.kind]?.includes(answer.status) ?? false)).toEqual({});
  expect(lost).toEqual([]);
  return { duplicates };
}
