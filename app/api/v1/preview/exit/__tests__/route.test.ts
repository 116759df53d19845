/**
 * "Leave preview" goes back to a page of this site and nowhere else: the usual open-redirect
 * bypasses, sent as a browser would send them (%-encoded in the query), all land on the home page
 * with a 307, never a 500.
 */
import { GET } from '../route';

// Outside Next there is no request scope for draftMode(): what the route asks of it, nothing more.
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: true, enable: () => undefined, disable: () => undefined }),
}));

const ORIGIN = 'http://kinglife.test';

async function leave(query: string) {
  const response = await GET(
    new Request(`${ORIGIN}/api/v1/preview/exit?to=${query}`, { headers: { host: 'kinglife.test' } }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

it.each([
  ['/ar/blogPage/blogdetails/3', '/ar/blogPage/blogdetails/3'],
  ['/productPage%3Fcategory%3D2%23list', '/productPage?category=2#list'],
  ['/', '/'],
])('goes back to the page %s of this site', async (to, location) => {
  expect(await leave(to)).toEqual({ status: 307, location });
});

it.each([
  '//evil.example',
  '/%5Cevil.example',
  '%5C/evil.example',
  '/%09/evil.example',
  '/%09%09/evil.example',
  '/%2F/evil.example',
  '/%5C/evil.example',
  '%2F%2Fevil.example',
  'https:evil.example',
  'http://evil.example',
  'https://evil.example/',
  '/%E3%80%82/evil.example',
  '%E3%80%82/evil.example',
  'javascript:alert(1)',
  'javascript%3Aalert(document.domain)',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/%00/evil.example',
  '%00',
  '',
  'evil.example',
  '/%20/evil.example',
])('sends ?to=%s to the home page, not elsewhere and not as an error', async (to) => {
  const answer = await leave(to);
  expect(answer.status).toBe(307);
  expect(answer.location).toBe('/');
});
