import type { Product } from '../../data/products';
import { productJsonLd, serializeJsonLd } from '../productJsonLd';

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

  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
