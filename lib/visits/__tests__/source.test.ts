/**
 * @jest-environment node
 *
 * Where a visit came from: what its first page keeps (campaign tags, whether a click id was there,
 * the referring host, the landing path, the language), what the server takes back, and how the admin
 * names it.
 */
import { describeSource, sourceText } from '../describe';
import { runInNewContext } from 'node:vm';
import { FIRST_TOUCH_KEY, firstTouchScript, noteOf } from '../firstTouch';
import { cleanSource, type VisitSource } from '../source';
import { readVisitSource, SOURCE_HEADER_MAX_LENGTH } from '../sourceSchema';

const SITE = 'https://kinglife.example';
/** What the first page notes, as a form then sends it. */
const sourceOf = (href: string, referrer: string, language: string) =>
  cleanSource(noteOf(href, referrer, language));
const header = (source: unknown) => encodeURIComponent(JSON.stringify(source));

describe('the first page notes, and a form sends', () => {
  it('the campaign tags, whether a click id was there (never its value), the referring host, the path and the language', () => {
    const source = sourceOf(
      `${SITE}/productPage/ProductDetailedPage/4?utm_source=Newsletter&utm_medium=email&utm_campaign=nov-promo&utm_term=oud%20oil&utm_content=banner&gclid=Cj0KCQiA123&category=oils`,
      'https://Mail.Example.com/inbox/42',
      'ar',
    );
    expect(source).toEqual({
      utm: {
        source: 'Newsletter',
        medium: 'email',
        campaign: 'nov-promo',
        term: 'oud oil',
        content: 'banner',
      },
      clickId: true,
      referrer: 'mail.example.com',
      landing: '/productPage/ProductDetailedPage/4',
      language: 'ar',
    });
    // Not even in the tab's own storage.
    const note = noteOf(`${SITE}/?gclid=Cj0KCQiA123`, '', 'en');
    expect(note.clickId).toBe(true);
    expect(JSON.stringify(note)).not.toContain('Cj0KCQiA123');
  });

  it('no referrer for a visit from this site or from nowhere, and no click id when none was there', () => {
    expect(sourceOf(`${SITE}/about`, `${SITE}/`, 'en')).toEqual({
      utm: {},
      clickId: false,
      landing: '/about',
      language: 'en',
    });
    expect(sourceOf(`${SITE}/`, '', 'fr')).toEqual({ utm: {}, clickId: false, landing: '/', language: 'en' });
  });

  it('drops a tag the server would refuse (markup, a text-direction control, over 100 characters) and keeps the rest', () => {
    const source = sourceOf(
      `${SITE}/?utm_source=%3Cscript%3E&utm_medium=a%E2%80%AEb&utm_campaign=${'c'.repeat(101)}&utm_term=%D8%B9%D9%88%D8%AF`,
      '',
      'ar',
    );
    expect(source.utm).toEqual({ term: 'عود' });
    expect(readVisitSource(header(source))).toEqual(source);
  });

  it('a landing path cut to 300 characters, percent-encoded as the address bar has it', () => {
    const source = sourceOf(`${SITE}/productPage/${'زيت'.repeat(40)}`, '', 'ar');
    expect(source.landing).toHaveLength(300);
    expect(source.landing.startsWith('/productPage/%D8%B2')).toBe(true);
    expect(readVisitSource(header(source))).toEqual(source);
  });
});

describe("the page's inline script", () => {
  /** Runs the script as a page's parser would, with nothing of this module around it. */
  function parse(href: string, referrer: string, stored: Record<string, string> = {}) {
    const storage = new Map(Object.entries(stored));
    const sessionStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    runInNewContext(firstTouchScript(), {
      URL,
      location: { href },
      document: { referrer, documentElement: { lang: 'ar' } },
      sessionStorage,
    });
    return storage;
  }

  it("notes the first page's source by itself, and leaves a later page's alone", () => {
    const landing = `${SITE}/ar/contact?utm_source=newsletter&utm_medium=email&fbclid=x1`;
    const first = parse(landing, 'https://www.linkedin.com/feed');
    expect(JSON.parse(first.get(FIRST_TOUCH_KEY)!)).toEqual(
      noteOf(landing, 'https://www.linkedin.com/feed', 'ar'),
    );
    const later = parse(`${SITE}/ar/about?utm_source=other`, landing, Object.fromEntries(first));
    expect(later.get(FIRST_TOUCH_KEY)).toBe(first.get(FIRST_TOUCH_KEY));
  });

  it('goes without a note when storage is refused', () => {
    expect(() =>
      runInNewContext(firstTouchScript(), {
        URL,
        location: { href: SITE },
        document: {},
        sessionStorage: null,
      }),
    ).not.toThrow();
  });
});

describe('the server takes', () => {
  const valid: VisitSource = {
    utm: { source: 'linkedin', campaign: 'gulfood-2027' },
    clickId: false,
    referrer: 'www.linkedin.com',
    landing: '/productPage',
    language: 'en',
  };

  it('a source as a page sends it, and nothing when none was sent', () => {
    expect(readVisitSource(header(valid))).toEqual(valid);
    expect(readVisitSource(null)).toBeNull();
    expect(readVisitSource('')).toBeNull();
  });

  it.each([
    ['not URI-encoded', '%E0%A4%A'],
    ['not JSON', 'linkedin'],
    ['a field no source has', header({ ...valid, email: 'a@b.example' })],
    ['a click id as its value', header({ ...valid, clickId: 'Cj0KCQiA' })],
    ['a landing that is no path', header({ ...valid, landing: 'javascript:alert(1)' })],
    ['a referrer that is an address', header({ ...valid, referrer: 'https://evil.example/x' })],
    ['markup in a tag', header({ ...valid, utm: { source: '<b>x</b>' } })],
    ['a language the site has not', header({ ...valid, language: 'fr' })],
    ['over its length', header({ ...valid, landing: `/${'a'.repeat(SOURCE_HEADER_MAX_LENGTH)}` })],
  ])('nothing that is %s', (_label, value) => {
    expect(readVisitSource(value)).toBeUndefined();
  });
});

describe('the admin says', () => {
  it('the campaign, the referring site, an ad click and the other tags, then the landing page', () => {
    expect(
      describeSource({
        utm: { source: 'Newsletter', medium: 'email', campaign: 'nov-promo' },
        clickId: false,
        landing: '/productPage/ProductDetailedPage/4',
        language: 'en',
      }),
    ).toBe('Newsletter / email / nov-promo, landed on /productPage/ProductDetailedPage/4');
    expect(
      describeSource({
        utm: { source: 'google', medium: 'cpc', term: 'oleoresin supplier' },
        clickId: true,
        referrer: 'www.google.com',
        landing: '/',
        language: 'ar',
      }),
    ).toBe('google / cpc via www.google.com (ad click, term “oleoresin supplier”), landed on /');
    expect(
      describeSource({
        utm: {},
        clickId: false,
        referrer: 'www.bing.com',
        landing: '/about',
        language: 'en',
      }),
    ).toBe('from www.bing.com, landed on /about');
    expect(describeSource({ utm: {}, clickId: false, landing: '/', language: 'en' })).toBe(
      'Direct, landed on /',
    );
    expect(describeSource(null)).toBe(sourceText.unknown);
  });
});
