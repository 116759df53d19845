/** schema.org Product data for a product detail page (lib/seo/jsonLd.ts has the site's other kinds). */
import 'server-only';
import type { Product as ProductThing, WithContext } from 'schema-dts';
import type { Product } from './published';
import { routesFor } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import type { SpecKey, SpecRow } from './rows';

/** A public document of a product, as its Product data links it. */
export interface LinkedDocument {
  name: string;
  path: string;
  /** ISO 639-1. */
  language: string;
  /** YYYY-MM-DD. */
  revisionDate: string;
}

/**
 * A product with its specification: the origin as `countryOfOrigin`, the certifications as
 * `hasCertification` (with their certificate's address when they have one), every other row as an
 * `additionalProperty` named as the table names it; its public documents as `subjectOf`.
 */
export function productJsonLd(
  product: Pick<Product, 'id' | 'name' | 'details' | 'description1' | 'image' | 'images'>,
  category: string | undefined,
  path: string,
  specification: SpecRow[] = [],
  documents: LinkedDocument[] = [],
): WithContext<ProductThing> {
  const row = (key: SpecKey) => specification.find((r) => r.key === key);
  const origin = row('originCountry');
  const certifications = row('certifications');
  const properties = specification.filter((r) => r.key !== 'originCountry' && r.key !== 'certifications');
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
    manufacturer: { '@type': 'Organization', name: 'Kinglife LLC', url: absoluteUrl(routesFor('en').home()) },
    ...(origin ? { countryOfOrigin: { '@type': 'Country', name: String(origin.value) } } : {}),
    ...(certifications
      ? {
          hasCertification: [certifications.value].flat().map((name) => {
            const certificate = certifications.links?.[name];
            return {
              '@type': 'Certification',
              name,
              ...(certificate ? { url: absoluteUrl(certificate) } : {}),
            };
          }),
        }
      : {}),
    ...(documents.length
      ? {
          subjectOf: documents.map((document) => ({
            '@type': 'DigitalDocument',
            name: document.name,
            url: absoluteUrl(document.path),
            encodingFormat: 'application/pdf',
            inLanguage: document.language,
            dateModified: document.revisionDate,
          })),
        }
      : {}),
    ...(properties.length
      ? {
          additionalProperty: properties.map((r) => ({
            '@type': 'PropertyValue',
            name: r.label,
            value: [r.value].flat().join(', '),
          })),
        }
      : {}),
  };
}
