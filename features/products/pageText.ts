/** Visitor-facing copy of the products listing and product detail pages. */
import type { CountForms } from '@/lib/text/plural';
export const productsPageText = {
  bannerTitle: 'Our Products',
  /** Beside a product among the site search's results. */
  searchKind: 'Product',
  bannerIntro:
    'Natural ingredients sourced from trusted growers and processed to a stated specification: herbal extracts, fragrance oils, powders, oleoresins, frozen produce, perfume and supplements, packed for export from Dubai.',
  defaultCategory: 'herbal-extracts',
  categoriesHeading: 'Categories',
  /** Accessible name of the button that selects a category and shows its product names. */
  productCount: { one: '1 product', other: '{n} products' } as CountForms,
  productsIn: 'Products in {category}',
  empty: 'New products in this category are coming soon. Contact us for current availability.',
  searchLabel: 'Search products',
  searchPlaceholder: 'Name, Latin name or use',
  filtersLabel: 'Filter products',
  /**
   * The button that unfolds the categories and filters on a phone; with how many of them are on
   * (a chosen category counts) once there is one.
   */
  filtersButton: 'Filters',
  filtersButtonCount: { one: 'Filters ({n})', other: 'Filters ({n})' } as CountForms,
  filterNames: { application: 'Application', form: 'Form', certification: 'Certification' },
  clearFilters: 'Clear all filters',
  resultsHeading: 'Matching products',
  resultsIn: 'Matching products in {category}',
  matchCount: { one: '1 product matches.', other: '{n} products match.' } as CountForms,
  noMatch:
    'No product matches all of these. Try fewer filters or other words — or ask us: we also source to specification.',
} as const;

export const productDetailText = {
  eyebrow: 'Crafted By Nature',
  title: 'Bringing global flavors closer to you',
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbProducts: 'Products',
  imagesLabel: 'Product images',
  backToCategory: 'More {category}',
} as const;

/**
 * The specification table of a product page (features/products/rows.ts); the plain texts' labels
 * are with their declaration (features/products/specification.ts).
 */
export const productSpecText = {
  heading: 'Specification',
  casNumber: 'CAS number',
  originCountry: 'Origin',
  hsCode: 'HS code',
  form: 'Form',
  applications: 'Applications',
  certifications: 'Certifications',
  moq: 'Minimum order',
  shelfLife: 'Shelf life',
  months: { one: '{n} month', other: '{n} months' } as CountForms,
  forms: {
    'essential-oil': 'Essential oil',
    oleoresin: 'Oleoresin',
    extract: 'Extract',
    powder: 'Powder',
    frozen: 'Frozen',
    liquid: 'Liquid',
    capsules: 'Capsules',
  },
  units: { kg: 'kg', L: 'L', MT: 'MT' },
} as const;
