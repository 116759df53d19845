import { canonicalPath } from '../canonical';

describe('canonicalPath', () => {
  it.each([
    ['/BlogPage', '/blogPage'],
    ['/BlogPage/blogdetails/3', '/blogPage/blogdetails/3'],
    ['/blogpage/BlogDetails/12', '/blogPage/blogdetails/12'],
    ['/ABOUT', '/about'],
    ['/productpage/productdetailedpage/7', '/productPage/ProductDetailedPage/7'],
    ['/Careers/Apply', '/careers/apply'],
    ['/Terms-And-Conditions', '/terms-and-conditions'],
    ['/Admin/Home', '/admin/home'],
  ])('redirects %s to %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it.each(['/', '/blogPage', '/blogPage/blogdetails/3', '/productPage/ProductDetailedPage/abc', '/contact'])(
    'leaves the canonical %s alone',
    (path) => {
      expect(canonicalPath(path)).toBeNull();
    },
  );

  it('ignores unknown paths (they get the 404 page)', () => {
    expect(canonicalPath('/nope')).toBeNull();
    expect(canonicalPath('/blogPage/blogdetails')).not.toBe('/blogPage');
  });

  it('keeps the case of the id segment', () => {
    expect(canonicalPath('/BLOGPAGE/BLOGDETAILS/Abc')).toBe('/blogPage/blogdetails/Abc');
  });
});
