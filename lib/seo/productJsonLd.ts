import 'server-only';
import type { Product } from '../data/products';
import { routes } from '../routing/routes';
import { absoluteUrl } from './site';

/** schema.org Product data for a product detail page. */
export function productJsonLd(product: Product, category: string | undefined, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.details || product.description1.split('\n\n')[0],
    image: [product.image, ...product.images].map((image) => absoluteUrl(image.src)),
    url: absoluteUrl(path),
    sku: `KL-${product.id}`,
    ...(category ? { category } : {}),
    brand: { '@type': 'Brand', name: 'Kinglife' },
    manufacturer: { '@type': 'Organization', name: 'Kinglife LLC', url: absoluteUrl(routes.home()) },
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
