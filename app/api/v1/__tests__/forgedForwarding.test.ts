/**
 * A client that writes its own X-Forwarded-For gets no fresh budget from the rate limits: the
 * connection (PEER_HEADER, put there by the server's request guard) is the client unless it is a
 * proxy TRUSTED_PROXIES names. Shown on the three endpoints a probe refreshed that way: sign-in
 * links, the lot lookup and the 404 beacon.
 */
import { publicFormBed, publicPost } from '@/test/publicForm';
import { LINKS_PER_CLIENT } from '@/features/buyers/signIn';
import { PUBLIC_FORM_LIMITS } from '@/lib/http/publicForm';
import { PEER_HEADER } from '@/lib/http/requestGuard';
import { POST as askLink } from '../buyer/sign-in-link/route';
import { POST as lookUpLot } from '../documents/lots/route';
import { POST as notFound } from '../not-found/route';

// A seeded database, a throw-away DATA_DIR, and the limits starting from nothing before each test.
publicFormBed();
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

/** The 404 beacon's limit a minute (app/api/v1/not-found/route.ts). */
const BEACONS_PER_MINUTE = 30;

const ENDPOINTS = [
  {
    name: 'sign-in links',
    limit: LINKS_PER_CLIENT.limit,
    send: (i: number, headers: Record<string, string>) =>
      askLink(publicPost('/api/v1/buyer/sign-in-link', { email: `walker${i}@example.com` }, headers)),
  },
  {
    name: 'the lot lookup',
    limit: PUBLIC_FORM_LIMITS.lot.limit,
    send: (i: number, headers: Record<string, string>) =>
      lookUpLot(
        publicPost('/api/v1/documents/lots', { lot: `KL-2411-${String(i).padStart(2, '0')}` }, headers),
      ),
  },
  {
    name: 'the 404 beacon',
    limit: BEACONS_PER_MINUTE,
    send: (i: number, headers: Record<string, string>) =>
      notFound(publicPost('/api/v1/not-found', { path: `/gone-${i}` }, headers)),
  },
];

describe.each(ENDPOINTS)('$name', ({ limit, send }) => {
  it('counts a client by its connection, whatever X-Forwarded-For it writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const forged = { [PEER_HEADER]: '198.51.100.44', 'x-forwarded-for': `10.20.${i}.1` };
      statuses.push((await send(i, forged)).status);
    }
    expect(statuses.slice(0, limit).every((status) => status < 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts each client a trusted proxy names apart', async () => {
    process.env.TRUSTED_PROXIES = 'loopback';
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const viaNginx = { [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push((await send(i, viaNginx)).status);
    }
    expect(statuses.every((status) => status < 400)).toBe(true);
  });
});
