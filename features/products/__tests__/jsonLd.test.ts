import type { Product } from '@/features/products/published';
import { productJsonLd } from '../jsonLd';

const product = {
  id: 6,
  name: 'Lavender',
  details: 'Steam-distilled, 100% pure',
  description1: 'First.\n\nSecond.',
  image: { src: '/artwork/products/6.svg', alt: '' },
  images: [
    { src: '/artwork/products/6-a.svg', alt: '' },
    { src: '/artwork/products/6-b.svg', alt: '' },
  ],
} as unknown as Product;

describe('product JSON-LD', () => {
  beforeAll(() => {
    process.env.SITE_URL = 'https://shop.example';
  });
  afterAll(() => {
    delete process.env.SITE_URL;
  });

  it('describes the product with absolute image and page URLs', () => {
    expect(productJsonLd(product, 'Fragrance Oils', '/productPage/ProductDetailedPage/6')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lavender',
      description: 'Steam-distilled, 100% pure',
      category: 'Fragrance Oils',
      url: 'https://shop.example/productPage/ProductDetailedPage/6',
      image: [
        'https://shop.example/artwork/products/6.svg',
        'https://shop.example/artwork/products/6-a.svg',
        'https://shop.example/artwork/products/6-b.svg',
      ],
      brand: { '@type': 'Brand', name: 'Kinglife' },
    });
  });

  it('links its public documents and the certificates of its certifications', () => {
    const specification = [
      {
        key: 'certifications' as const,
        label: 'Certifications',
        value: ['ISO 22000', 'Kosher'],
        links: { 'ISO 22000': '/api/v1/certifications/1/certificate' },
      },
    ];
    const documents = [
      {
        name: 'Technical data sheet (English)',
        path: '/api/v1/documents/4?lang=en',
        language: 'en',
        revisionDate: '2026-01-15',
      },
    ];
    const data = productJsonLd(
      product,
      undefined,
      '/productPage/ProductDetailedPage/6',
      specification,
      documents,
    );
    expect(data).toMatchObject({
      hasCertification: [
        {
          '@type': 'Certification',
          name: 'ISO 22000',
          url: 'https://shop.example/api/v1/certifications/1/certificate',
        },
        { '@type': 'Certification', name: 'Kosher' },
      ],
      subjectOf: [
        {
          '@type': 'DigitalDocument',
          name: 'Technical data sheet (English)',
          url: 'https://shop.example/api/v1/documents/4?lang=en',
          encodingFormat: 'application/pdf',
          inLanguage: 'en',
          dateModified: '2026-01-15',
        },
      ],
    });
    expect((data as unknown as { hasCertification: object[] }).hasCertification[1]).not.toHaveProperty('url');
    expect(productJsonLd(product, undefined, '/p')).not.toHaveProperty('subjectOf');
  });
});
