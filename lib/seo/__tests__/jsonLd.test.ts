import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jobPostingJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '../jsonLd';
import { LOGO_SIZE } from '../ogImages';

const company = { name: 'Kinglife LLC', phone: '+971 4 228 4120', email: 'info@kinglifellc.com' };

describe('site-wide and page JSON-LD', () => {
  beforeAll(() => {
    process.env.SITE_URL = 'https://shop.example';
  });
  afterAll(() => {
    delete process.env.SITE_URL;
  });

  it('names the company with its logo, office in Deira, phone and the social profiles that are set', () => {
    const data = organizationJsonLd(
      company,
      {
        linkedinUrl: 'https://linkedin.example/kl',
        facebookUrl: '',
        instagramUrl: 'https://ig.example/kl',
        twitterUrl: '',
      },
      'ar',
    );
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Kinglife LLC',
      url: 'https://shop.example/ar',
      logo: { '@type': 'ImageObject', url: 'https://shop.example/og/logo.png', ...LOGO_SIZE },
      telephone: '+971 4 228 4120',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Deira',
        addressRegion: 'Dubai',
        addressCountry: 'AE',
      },
      sameAs: ['https://linkedin.example/kl', 'https://ig.example/kl'],
      inLanguage: 'ar',
    });
  });

  it('describes posts and news with headline, dates, image, language and publisher', () => {
    // The raster logo as an ImageObject with its pixel size: validators reject a bare URL there.
    const logo = { '@type': 'ImageObject', url: 'https://shop.example/og/logo.png', ...LOGO_SIZE };
    const item = {
      title: 'Saffron grades explained',
      description: 'How ISO 3632 grades saffron.',
      image: { src: '/media/public/a.webp' },
      date: '2026-03-04',
      modified: '2026-03-05T10:00:00.000Z',
      path: '/blogPage/blogdetails/7',
    };
    const post = blogPostingJsonLd(item, company, 'en');
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Saffron grades explained',
      datePublished: '2026-03-04',
      dateModified: '2026-03-05T10:00:00.000Z',
      image: ['https://shop.example/media/public/a.webp'],
      mainEntityOfPage: 'https://shop.example/blogPage/blogdetails/7',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Kinglife LLC', logo },
    });
    expect(newsArticleJsonLd({ ...item, modified: undefined }, company, 'en')).toMatchObject({
      '@type': 'NewsArticle',
      dateModified: '2026-03-04',
      publisher: { '@type': 'Organization', name: 'Kinglife LLC', logo },
    });
  });

  it('lists a breadcrumb trail with positions and absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogPage' },
        { name: 'Saffron', path: '/blogPage/blogdetails/7' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://shop.example/blogPage' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Saffron',
        item: 'https://shop.example/blogPage/blogdetails/7',
      },
    ]);
  });

  it('turns the FAQ into questions with accepted answers', () => {
    expect(faqJsonLd([{ question: 'Do you ship samples?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you ship samples?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });

  it('gives a job every field Google requires, with the description as escaped HTML', () => {
    const data = jobPostingJsonLd(
      {
        id: 4,
        title: 'Export Coordinator',
        description: 'Coordinate <shipments>.\n\nWork with buyers & growers.',
        location: 'Dubai, UAE',
        experience: '3+ years',
        qualification: 'Bachelor',
        createdAt: '2026-10-01T08:00:00.000Z',
        updatedAt: '2026-11-01T08:00:00.000Z',
      },
      company,
      'en',
    ) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Export Coordinator',
      description: '<p>Coordinate &lt;shipments&gt;.</p><p>Work with buyers &amp; growers.</p>',
      datePosted: '2026-10-01T08:00:00.000Z',
      validThrough: '2026-12-31T08:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Kinglife LLC' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Dubai, UAE',
          addressRegion: 'Dubai',
          addressCountry: 'AE',
        },
      },
      url: 'https://shop.example/careers/apply?jobId=4',
    });
    for (const field of [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'validThrough',
    ])
      expect(data[field]).toBeTruthy();
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
