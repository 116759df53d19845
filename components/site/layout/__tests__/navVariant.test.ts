import { DARK_NAV_PREFIXES } from '../darkNavPages';
import { isActiveLink, SCROLL_THRESHOLD, startsDark } from '../navVariant';

describe('navigation variant', () => {
  it('starts dark-teal on the blog, blog details, news details, terms and privacy pages', () => {
    for (const path of [
      '/blogPage',
      '/blogPage/blogdetails/4',
      '/newsdetails',
      '/newsdetails/2',
      '/terms-and-conditions',
      '/privacy-policy',
    ]) {
      expect(startsDark(path, DARK_NAV_PREFIXES)).toBe(true);
    }
  });

  it('starts white everywhere else', () => {
    for (const path of [
      '/',
      '/about',
      '/productPage',
      '/productPage/ProductDetailedPage/1',
      '/services',
      '/careers',
      '/contact',
      '/blogPages',
    ]) {
      expect(startsDark(path, DARK_NAV_PREFIXES)).toBe(false);
    }
  });

  it('switches after 50 px of scroll', () => {
    expect(SCROLL_THRESHOLD).toBe(50);
  });

  it('marks Home only on / and other links on their section', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/about')).toBe(false);
    expect(isActiveLink('/productPage', '/productPage/ProductDetailedPage/3')).toBe(true);
    expect(isActiveLink('/careers', '/careers/apply')).toBe(true);
  });
});
