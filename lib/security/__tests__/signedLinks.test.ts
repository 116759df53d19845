/**
 * @jest-environment node
 *
 * The links mailed for documents sent on request: signed for one document and one end, under a key
 * derived from the server's secret; anything changed, or another server secret, makes them forged.
 */
import { documentLinkPath } from '@/features/documents/links';
import { checkDocumentLink, signDocumentLink } from '../signedLinks';

const SECRET = 'a'.repeat(40);
const DAY = 86_400_000;
const now = new Date('2026-11-26T10:00:00Z');

beforeEach(() => {
  process.env.AUTH_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.AUTH_SECRET;
});

it('opens its document until 7 days after it was given, not a second longer', () => {
  const query = signDocumentLink(12, now);
  expect(query.expires).toBe(String(now.getTime() / 1000 + 7 * 86_400));
  expect(checkDocumentLink(12, query, now)).toBe('valid');
  expect(checkDocumentLink(12, query, new Date(now.getTime() + 7 * DAY - 1000))).toBe('valid');
  expect(checkDocumentLink(12, query, new Date(now.getTime() + 7 * DAY))).toBe('expired');
});

it('is forged for another document, another end, a changed or missing signature', () => {
  const query = signDocumentLink(12, now);
  expect(checkDocumentLink(13, query, now)).toBe('forged');
  expect(checkDocumentLink(12, { ...query, expires: String(Number(query.expires) + 1) }, now)).toBe('forged');
  expect(checkDocumentLink(12, { ...query, signature: query.signature.slice(1) }, now)).toBe('forged');
  expect(checkDocumentLink(12, { ...query, signature: `${query.signature}x` }, now)).toBe('forged');
  expect(checkDocumentLink(12, { expires: query.expires }, now)).toBe('forged');
  expect(checkDocumentLink(12, { ...query, expires: '1e12' }, now)).toBe('forged');
});

it('is forged under another server secret (a copy of the site elsewhere cannot make them)', () => {
  const query = signDocumentLink(12, now);
  process.env.AUTH_SECRET = 'b'.repeat(40);
  expect(checkDocumentLink(12, query, now)).toBe('forged');
});

it('links to the document’s download with the buyer’s language, and names its last day', () => {
  const link = documentLinkPath(12, 'ar', now);
  const url = new URL(link.path, 'http://kinglife.test');
  expect(url.pathname).toBe('/api/v1/documents/12');
  expect(url.searchParams.get('lang')).toBe('ar');
  expect(
    checkDocumentLink(
      12,
      { expires: url.searchParams.get('expires'), signature: url.searchParams.get('signature') },
      now,
    ),
  ).toBe('valid');
  expect(link.until).toBe('2026-12-03');
});
