/**
 * Asking for a sign-in link must not tell who is a customer by how long the answer takes (the
 * README's "A buyer's page"). A probe's rank test, as one would run it from outside: PAIRS pairs,
 * each a customer's address (one that sent a quote request) and an address that sent nothing,
 * asked one after the other (which goes first alternating), each request timed from here; the
 * Mann–Whitney z of the two sets of times must stay within ±Z_LIMIT (a chance of about one in a
 * thousand of failing when both take the same time).
 *
 * Before each request (so before each pair too) the background work of the ones before has ended
 * (the sign-in task's queue and the mail's have nothing pending): a customer's link, looked up and
 * mailed after its answer, does not slow the next measurement. The sign-in counters are cleared
 * then too, so each request does the same work and none is turned into a 429.
 *
 * Tagged @slow: it measures the server, so it runs in the apart run with nothing else running
 * (E2E_SLOW=1, playwright.config.ts).
 */
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import type { Client } from 'pg';
import { endpoints } from '../../lib/api/contract';
import { apiUrl } from '../../lib/routing/routes';
import { mannWhitneyZ, median } from '../../scripts/bench/statistics';
import { withE2eDb } from '../support/db';

const PAIRS = 60;
/** Pairs asked first and not counted: the route's code loaded, the connections made. */
const WARM_UP = 5;
const Z_LIMIT = 3.3;
/** The queues of the work that follows an answer: the sign-in task (features/buyers/signIn.ts) and its mail. */
const QUEUES = ['buyer-sign-in-link', 'mail'];

async function nothingPending(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
     WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
    [QUEUES],
  );
  return rows[0].n === 0;
}

const untilNothingPending = (client: Client) =>
  expect.poll(() => nothingPending(client), { timeout: 30_000, intervals: [20, 50, 100, 250] }).toBe(true);

test.describe('asking for a sign-in link @slow', () => {
  test("answers a customer's address as fast as anyone's", async ({ baseURL }) => {
    test.setTimeout(10 * 60_000);
    const url = new URL(apiUrl(endpoints.buyerSignInLink.path), baseURL).toString();
    const stamp = Date.now().toString(36);
    // Both of one shape and length: what differs is only whether the address sent a request.
    const address = (i: number, kind: 'known' | 'other') => `buyer-${stamp}-${i}@${kind}.example`;
    const total = WARM_UP + PAIRS;

    await withE2eDb(async (client) => {
      const known = Array.from({ length: total }, (_, i) => address(i, 'known'));
      await client.query(
        `INSERT INTO enquiries (kind, reference, name, email)
         SELECT 'quote', 'KL-Q-TIMING-' || $1 || '-' || n, 'Timing probe', email
         FROM unnest($2::text[]) WITH ORDINALITY AS a(email, n)`,
        [stamp, known],
      );
      try {
        const times = { known: [] as number[], other: [] as number[] };
        const answers = new Set<string>();
        for (let i = 0; i < total; i++) {
          const pair = [
            ['known', address(i, 'known')],
            ['other', address(i, 'other')],
          ] as const;
          for (const [kind, email] of i % 2 === 0 ? pair : [...pair].reverse()) {
            await untilNothingPending(client);
            await client.query("DELETE FROM rate_limits WHERE key LIKE 'buyer-link:%'");
            const started = performance.now();
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email }),
            });
            const body = await response.text();
            const ms = performance.now() - started;
            answers.add(`${response.status} ${body}`);
            if (i >= WARM_UP) times[kind].push(ms);
          }
        }
        expect([...answers]).toEqual([`202 ${JSON.stringify({ received: true })}`]);

        const z = mannWhitneyZ(times.known, times.other);
        const report =
          `sign-in link answers over ${PAIRS} pairs: a customer's address ${median(times.known).toFixed(1)} ms, ` +
          `another ${median(times.other).toFixed(1)} ms (medians); Mann–Whitney z = ${z.toFixed(2)}`;
        console.log(report);
        test.info().annotations.push({ type: 'timing', description: report });
        expect(Math.abs(z)).toBeLessThan(Z_LIMIT);

        // The customers did get their links (after the answers), and nobody else did.
        await untilNothingPending(client);
        const { rows } = await client.query<{ kind: string; n: number }>(
          `SELECT split_part(email, '@', 2) AS kind, count(DISTINCT email)::int AS n FROM buyer_sign_in_links
           WHERE email LIKE $1 GROUP BY 1 ORDER BY 1`,
          [`buyer-${stamp}-%`],
        );
        expect(rows).toEqual([{ kind: 'known.example', n: total }]);
      } finally {
        await client.query('DELETE FROM buyer_sign_in_links WHERE email LIKE $1', [`buyer-${stamp}-%`]);
        await client.query('DELETE FROM enquiries WHERE email LIKE $1', [`buyer-${stamp}-%`]);
        await client.query("DELETE FROM rate_limits WHERE key LIKE 'buyer-link:%'");
      }
    });
  });
});
