import {
  itemPageOf,
  MISSING_ID,
  PAGE_PATTERNS,
  publicViewOf,
  QUERY,
  routes,
  routesFor,
  STATIC_PUBLIC_PAGES,
} from '../routes';

it('builds the spec’s public paths', () => {
  expect(routes.home()).toBe('/');
  expect(routes.product(3)).toBe('/productPage/ProductDetailedPage/3');
  expect(routes.blogPost(7)).toBe('/blogPage/blogdetails/7');
  expect(routes.newsItem(2)).toBe('/newsdetails/2');
  expect(routes.terms()).toBe('/terms-and-conditions');
  expect(routes.privacy()).toBe('/privacy-policy');
});

it('adds the query and anchor the pages read', () => {
  expect(routes.products()).toBe('/productPage');
  expect(routes.products('oleoresins')).toBe('/productPage?category=oleoresins');
  expect(routes.blog('cattle feeds')).toBe('/blogPage?category=cattle+feeds');
  expect(routes.apply(4)).toBe(`/careers/apply?${QUERY.jobId}=4`);
  expect(routes.apply()).toBe('/careers/apply');
  expect(routes.careers('openings')).toBe('/careers#openings');
});

it('puts the admin Career tab in the URL, leaving the default out', () => {
  expect(routes.adminCareer()).toBe('/admin/career');
  expect(routes.adminCareer('jobs')).toBe('/admin/career');
  expect(routes.adminCareer('applications')).toBe('/admin/career?tab=applications');
});

it('opens Products → Lists on the list asked for', () => {
  expect(routes.adminProductLists()).toBe('/admin/products?lists=applications');
  expect(routes.adminProductLists('certifications')).toBe('/admin/products?lists=certifications');
});

it('writes mailto links with an encoded subject, and an address that cannot add headers', () => {
  expect(routes.mailto('hans@example.com', 'Re: your enquiry about Purchase')).toBe(
    'mailto:hans@example.com?subject=Re%3A%20your%20enquiry%20about%20Purchase',
  );
  expect(routes.mailto('a?bcc=x@evil.example')).toBe('mailto:a%3Fbcc%3Dx@evil.example');
});

it('lists every static public page once, and every page pattern for the redirects', () => {
  // Every page without an id, in order, but the form reached from a job and a buyer's own pages
  // (app/__tests__/sitemap.test.ts reads them in the sitemap).
  expect(new Set(STATIC_PUBLIC_PAGES).size).toBe(STATIC_PUBLIC_PAGES.length);
  expect(STATIC_PUBLIC_PAGES.slice(0, 3)).toEqual(['/', '/about', '/productPage']);
  expect(STATIC_PUBLIC_PAGES.filter((path) => path.includes(':id'))).toEqual([]);
  for (const unlisted of ['/careers/apply', '/account', '/account/sign-in', '/account/delete'])
    expect(STATIC_PUBLIC_PAGES).not.toContain(unlisted);
  expect(PAGE_PATTERNS).toContain('/productPage/ProductDetailedPage/:id');
  expect(PAGE_PATTERNS).toContain('/admin/general');
});

it('gives a page added to the patterns its address in each language, with nothing more to write', () => {
  expect(routesFor('en').events()).toBe('/events');
  expect(routesFor('ar').events()).toBe('/ar/events');
  expect(routesFor('ar').home()).toBe('/ar');
  expect(routesFor('ar').account()).toBe('/ar/account');
});

it('builds the same paths for a locale through one function', () => {
  expect(routesFor('en').product(5)).toBe(routes.product(5));
});

it('tells which item page a path asks for, with its id as written', () => {
  expect(itemPageOf(routes.product(3))).toEqual({ page: 'product', id: '3' });
  expect(itemPageOf(routes.blogPost(MISSING_ID))).toEqual({ page: 'blogPost', id: MISSING_ID });
  expect(itemPageOf('/newsdetails/007')).toEqual({ page: 'newsItem', id: '007' });
  for (const other of [
    '/newsdetails',
    '/newsdetails/',
    '/newsdetails/1/x',
    '/productPage',
    '/about',
    '/x/newsdetails/1',
  ])
    expect(itemPageOf(other)).toBeNull();
});

it('tells the page a visitor’s speed is reported for and, on an item’s page, the item', () => {
  expect(publicViewOf('/productPage/ProductDetailedPage/3')).toEqual({ page: 'product', item: 3 });
  expect(publicViewOf('/ar/blogPage/blogdetails/12/')).toEqual({ page: 'blogPost', item: 12 });
  expect(publicViewOf('/newsdetails/2')).toEqual({ page: 'newsItem', item: 2 });
  // An id not written plainly names no item (the page still counts, in its group).
  for (const id of ['007', MISSING_ID, '%37', '1e3'])
    expect(publicViewOf(`/productPage/ProductDetailedPage/${id}`)).toEqual({ page: 'product' });
  expect(publicViewOf('/ar/about')).toEqual({ page: 'about' });
  expect(publicViewOf('/admin/speed')).toBeNull();
});
